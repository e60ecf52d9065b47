import type { SyntheticEvent } from 'react';

/** A transparent pixel. */
const BLANK = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * A list row's picture that cannot be loaded (offline, and not kept on the phone yet) leaves the row's
 * grey tile, as a picture still coming does, instead of the browser's broken-picture sign. Only for
 * pictures drawn in a box of fixed size with a background (the news, course and video rows): elsewhere
 * a blank picture would take the room of a picture.
 */
export function blankTileOnError(event: SyntheticEvent<HTMLImageElement>): void {
  const picture = event.currentTarget;
  if (picture.getAttribute('src') !== BLANK) picture.src = BLANK;
}
