import { configure } from '@testing-library/react';
import { api } from '@/api/client';
import type { FlightListItem, FlightListRequest, FlightListResult } from '@/api/schema/dynamics';

// Lazy pages compile on first use and the whole suite runs in parallel: give async queries room.
configure({ asyncUtilTimeout: 5000 });

export { ACCOUNTS, renderApp, signIn } from '../../support/app';

/** What the backend says, asked directly: the expectations come from the data, not from constants. */
export const serverList = (request: FlightListRequest) =>
  api.read<FlightListResult>('/api/FlightDynamics/GetFlightDynamicsList', { ...request });
export const serverFollowed = () => api.read<FlightListItem[]>('/api/flightdata/attentionflight', {});
