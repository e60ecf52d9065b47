import type { HostileMode } from './hostile';

/** Runtime settings of the mock backend, different in the browser, the tests and the HTTP server. */
export const mockSettings = {
  /** Realistic latency added to every answer, ms. 0 in tests. */
  delay: 0,
  /**
   * Number of flights per day-key the flight list serves (the "volume switch" for benchmarks). The seed
   * holds 50 a day (200 over the four day keys); above that, flights are generated deterministically.
   */
  volume: 50,
  /**
   * Entries the long lists serve at least (the "list length switch" for benchmarks): the news, the safety
   * notices (getsafetynotice) and the crew log's default range. 0 = the seed exactly; above what the seed
   * holds, older entries are generated deterministically after the seeded ones.
   */
  listLength: 0,
  /**
   * Hostile data (lib/hostile): `text` appends every script-injection payload to every text field,
   * `addresses` replaces every address field by a hostile address, `all` does both.
   */
  hostile: false as HostileMode,
};

export function configureMock(patch: Partial<typeof mockSettings>): void {
  Object.assign(mockSettings, patch);
}
