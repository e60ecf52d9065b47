import { createContext, useContext } from 'react';

/**
 * False while a screen is kept, hidden, behind the one the user went on to (AppLayout keeps the screen
 * left by a step forward, so that the way back shows it as it was). A kept screen stays mounted: what
 * counts the user's time on it pauses on this.
 */
export const ScreenShownContext = createContext(true);

export const useScreenShown = (): boolean => useContext(ScreenShownContext);
