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
import { fileHandlers } from './files';

/** Every call of endpoints.tsv, grouped as there, and the files of the documents. */
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
  ...fileHandlers,
];
