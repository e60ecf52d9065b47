import { createContext } from 'react';

/**
 * Where the page's scroll container is put back as the page is shown again (a back step), px; 0 on a
 * new visit. The shell's Page provides it (from this file, not the list's index: the page is in the
 * start-up bundle, the virtualiser is not): a list's first render takes its rows from there rather than
 * from the top, so coming back to a scrolled list mounts the rows at the user's place only.
 */
export const RestoredScrollTop = createContext(0);
