/**
 * Business codes: the envelope's `Code` when the backend refuses a call for a rule of the product (§4,
 * §5), one meaning per code. The backend's `Message` says the same in Chinese for its own logs and older
 * clients; the app shows the code's own words in the user's language (src/i18n/refusals.ts) and the
 * backend's words only for a code it does not know.
 */
export const REFUSAL = {
  /** The exam was passed already: no retake (§4). */
  examPassed: '2001',
  /** A study exam whose window has not opened yet. */
  examNotOpen: '2002',
  /** A study exam the user is not a candidate of. */
  examNotListed: '2003',
  /** The answer sheet handed in belongs to no open attempt (handed in already, or never started). */
  examNoAttempt: '2004',
  /** "Not fit" was declared: every later step of this mission is suspended (§4). */
  suspended: '3001',
  /** Must-read notices are unread: they come before the next step (§5). */
  unreadNotices: '3002',
  /** Finishing before the fitness declaration. */
  notDeclared: '3003',
  /** Finishing under the required minutes (§5). */
  minutes: '3004',
  /** Finishing without this flight's pre-flight exam passed. */
  examNotPassed: '3005',
  /** Finishing with a required step never worked on. */
  stepsOpen: '3006',
  /** The flight has left (or was cancelled) before the preparation was finished: it is closed. */
  closed: '3007',
  /** The preparation is finished: nothing more is recorded. */
  finished: '3008',
  /** A declaration was made already and is final ("not fit" is ended by crew control only). */
  declared: '3009',
  /** A time record claims more seconds than have passed, or more than one record may hold. */
  timeNotElapsed: '3010',
  /** A time record would take the step past the most time it counts. */
  stepMaxReached: '3011',
} as const;

export type RefusalCode = (typeof REFUSAL)[keyof typeof REFUSAL];
