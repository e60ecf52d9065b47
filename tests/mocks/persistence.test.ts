/**
 * Browser persistence of the mock state (sessionStorage "crew-mock-db"). Off in tests by default; this
 * file switches it on, which is why it is a file of its own (modules are isolated per test file).
 */
import { describe, expect, it } from 'vitest';
import type { FollowedFlights } from '@/api/schema/flightdata';
import { serverStart, startOf } from '@mocks/db/clock';
import { enablePersistence, MOCK_DB_KEY } from '@mocks/db/persist';
import { resetMockBackend } from '@mocks/node';
import { flights } from '@mocks/db/seed';
import { call, list, login } from '../support/backend';

describe('mock state in sessionStorage', () => {
  it('is not written unless the browser worker enables it', async () => {
    const { token } = await login();
    await call(
      '/api/FlightDynamics/CreateFlightAttention',
      { flightId: flights[0]?.id, follow: true },
      { token },
    );
    expect(sessionStorage.getItem(MOCK_DB_KEY)).toBeNull();
  });

  it('once enabled, survives a "reload": sessions, follows and lockouts come back', async () => {
    enablePersistence();
    const { token } = await login();
    const flightId = flights[0]?.id;
    await call('/api/FlightDynamics/CreateFlightAttention', { flightId, follow: true }, { token });
    const saved = sessionStorage.getItem(MOCK_DB_KEY);
    expect(saved).toBeTruthy();
    expect(saved).toContain(flightId);

    // A reload starts from the seed, then restores what was saved.
    resetMockBackend();
    expect(sessionStorage.getItem(MOCK_DB_KEY)).toBeNull();
    expect((await call('/api/flightdata/attentionflight', {}, { token })).status).toBe(401);
    sessionStorage.setItem(MOCK_DB_KEY, saved as string);
    enablePersistence();
    const follows = list(await call<FollowedFlights>('/api/flightdata/attentionflight', {}, { token }));
    expect(follows.map((f) => f.id)).toContain(flightId);
  });

  it('ignores a corrupt stored value', async () => {
    sessionStorage.setItem(MOCK_DB_KEY, '{not json');
    enablePersistence();
    const { token } = await login();
    expect(
      list(await call<FollowedFlights>('/api/flightdata/attentionflight', {}, { token })).length,
    ).toBeGreaterThan(0);
  });

  it('a reload continues from the first start of the tab, so the seed keeps its days past Beijing midnight', async () => {
    enablePersistence();
    const { token } = await login();
    await call(
      '/api/FlightDynamics/CreateFlightAttention',
      { flightId: flights[0]?.id, follow: true },
      { token },
    );
    const saved = sessionStorage.getItem(MOCK_DB_KEY);
    expect(JSON.parse(saved as string)).toMatchObject({ serverStart });
    // 31 minutes later (say across 16:00 UTC, Beijing midnight) the next page load dates from the same start.
    expect(startOf(saved, serverStart + 31 * 60_000)).toBe(serverStart);
    // Nothing saved, a corrupt value or a start in the future: the backend starts now.
    expect(startOf(null, 5000)).toBe(5000);
    expect(startOf('{not json', 5000)).toBe(5000);
    expect(startOf(JSON.stringify({ serverStart: 9000 }), 5000)).toBe(5000);
    expect(startOf(JSON.stringify({ serverStart: 'x' }), 5000)).toBe(5000);
  });
});
