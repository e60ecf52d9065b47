/**
 * §2: the header's top padding is 30 on iPhone-type devices, 90 on a 375x812 screen (the notched
 * iPhones), 0 elsewhere. The figures are in the 750-wide design units of the original layout, so they
 * are half that in CSS pixels (15 px and 45 px at 375 wide).
 */
export function headerTopPadding(
  userAgent: string,
  width: number,
  height: number,
  standalone = true,
): 0 | 30 | 90 {
  // The padding is for a page drawn under the phone's status bar: the installed app. In a browser tab
  // the browser's own bar is above the page, and the header starts at the top.
  if (!standalone) return 0;
  if (width === 375 && height === 812) return 90;
  if (/iPhone|iPod/.test(userAgent)) return 30;
  return 0;
}

/** Running as an installed app (home-screen icon): Chrome's display mode, or iOS Safari's flag. */
export function isStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return (
    iosStandalone ||
    (typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches)
  );
}

export function currentHeaderTopPadding(): 0 | 30 | 90 {
  if (typeof window === 'undefined') return 0;
  return headerTopPadding(
    navigator.userAgent,
    window.screen?.width ?? 0,
    window.screen?.height ?? 0,
    isStandalone(),
  );
}
