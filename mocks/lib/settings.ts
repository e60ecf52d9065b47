/** Runtime settings of the mock backend, different in the browser, the tests and the HTTP server. */
export const mockSettings = {
  /** Realistic latency added to every answer, ms. 0 in tests. */
  delay: 0,
  /**
   * Number of flights per day-key the flight list serves (the "volume switch" for benchmarks). The seed
   * holds 50 a day (200 over the four day keys); above that, flights are generated deterministically.
   */
  volume: 50,
  /** Hostile data: every text field of every answer becomes a script-injection payload (lib/hostile). */
  hostile: false,
};

export function configureMock(patch: Partial<typeof mockSettings>): void {
  Object.assign(mockSettings, patch);
}
