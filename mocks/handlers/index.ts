import type { HttpHandler } from 'msw';
import { authHandlers } from './auth';
import { homeHandlers } from './home';
import { flightdataHandlers } from './flightdata';
import { dynamicsHandlers } from './dynamics';
import { compinfoHandlers } from './compinfo';
import { prepareHandlers } from './prepare';
import { meHandlers } from './me';
import { cabinHandlers } from './cabin';
import { crewlogHandlers } from './crewlog';

/** Every call of endpoints.tsv, grouped as there. */
export const handlers: HttpHandler[] = [
  ...authHandlers,
  ...homeHandlers,
  ...flightdataHandlers,
  ...dynamicsHandlers,
  ...compinfoHandlers,
  ...prepareHandlers,
  ...meHandlers,
  ...cabinHandlers,
  ...crewlogHandlers,
];
