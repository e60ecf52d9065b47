/**
 * §2: the header's top padding is 30 on iPhone-type devices, 90 on a 375x812 screen (the notched
 * iPhones), 0 elsewhere. The figures are in the 750-wide design units of the original layout, so they
 * are half that in CSS pixels (15 px and 45 px at 375 wide).
 */
export function headerTopPadding(userAgent: string, width: number, height: number): 0 | 30 | 90 {
  if (width === 375 && height === 812) return 90;
  if (/iPhone|iPod/.test(userAgent)) return 30;
  return 0;
}

export function currentHeaderTopPadding(): 0 | 30 | 90 {
  if (typeof window === 'undefined') return 0;
  return headerTopPadding(navigator.userAgent, window.screen?.width ?? 0, window.screen?.height ?? 0);
}
