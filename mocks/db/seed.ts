/**
 * The core seed every handler group builds on. Import from here (stable names); see mocks/README.md.
 * Everything is deterministic (fixed PRNG seed) and dated relative to the server start.
 */
export { createRng, hashSeed, pad, SEED, type Rng } from './random';
export {
  beijingAt,
  beijingText,
  BEIJING_TZ,
  DAY_KEYS,
  DAY_KEY_LIST,
  dayKey,
  fromNow,
  isoInZone,
  nowIso,
  offsetOfDate,
  serverStart,
  today,
} from './clock';
export { AIRLINE, SUBSIDIARIES } from './company';
export { airports, airportOf, bearing, distanceKm, findAirport } from './airports';
export { aircraft, findAircraft, melItems, melOf } from './aircraft';
export {
  crewMembers,
  crewRoleOf,
  DEMO_CREW,
  familyOf,
  findCrewMember,
  initialsAvatar,
  type CrewRole,
} from './crew';
export { routes, findRoute, routeBetween } from './routes';
export { timetable } from './timetable';
export {
  byDeparture,
  DELAY_REASONS,
  dutyText,
  findFlight,
  flights,
  flightsOfCrew,
  flightsOfDay,
  inboundOf,
  SEEDED_PER_DAY,
  STATUS_TEXT,
} from './flights';
export { notamsOf, tafOf, weatherOf, type Notam } from './weather';
export {
  authOf,
  currentUser,
  DEMO_SSO_TOKEN,
  DEMO_USERS,
  findUserById,
  findUserByLogin,
  findUserByPhone,
  MAX_LOGIN_ATTEMPTS,
  PASSWORD_MAX_AGE_DAYS,
  SMS_CODE,
  users,
  type MockUser,
} from './users';
export { persistent } from './persist';
