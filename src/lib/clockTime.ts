/**
 * Times of day as crew write them: 24-hour "HH:mm", whatever the phone's locale (a browser's own time
 * field shows "04:42 PM" on a phone set to 12 hours). One rule for the forms and the built-in backend.
 */
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * What was typed as "HH:mm", or null when it is no time of day. A phone's number pad has no colon, so
 * "1642" and "442" are read as 16:42 and 04:42, as are "16:42" and "4:42".
 */
export function readClockTime(typed: string): string | null {
  const text = typed.trim();
  const digits = /^\d{1,2}:\d{2}$/.test(text)
    ? text.replace(':', '').padStart(4, '0')
    : /^\d{3,4}$/.test(text)
      ? text.padStart(4, '0')
      : null;
  if (!digits) return null;
  const time = `${digits.slice(0, 2)}:${digits.slice(2)}`;
  return CLOCK_TIME.test(time) ? time : null;
}
