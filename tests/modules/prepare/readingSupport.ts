import { configure } from '@testing-library/react';
import { api } from '@/api/client';
import type { FlightMission } from '@/api/schema/prepare';

// Lazy pages compile on first use and the suite runs in parallel: give async queries room.
configure({ asyncUtilTimeout: 5000 });

export { renderApp, signIn } from '../../support/app';
export { recordRequests } from '../../support/requests';

/** The signed-in user's first mission from today on (pilot and cabin fly it together). */
export async function firstMission(): Promise<FlightMission> {
  const missions = await api.read<FlightMission[]>('/api/FlightMission/GetFlightMission', {});
  if (!missions[0]) throw new Error('no mission');
  return missions[0];
}

/** The value cell next to a label of a fact list. */
export const valueBeside = (label: HTMLElement) => label.nextElementSibling;
