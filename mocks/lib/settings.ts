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
   * Hostile data (lib/hostile): `text` appends every script-injection payload to every text field,
   * `addresses` replaces every address field by a hostile address, `all` does both.
   */
  hostile: false as HostileMode,
};

export function configureMock(patch: Partial<typeof mockSettings>): void {
  Object.assign(mockSettings, patch);
}
