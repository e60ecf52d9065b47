import { headerTopPadding } from '@/lib/device';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';

describe('header top padding (§2)', () => {
  it('is 90 on a 375x812 screen, 30 on other iPhones, 0 elsewhere', () => {
    expect(headerTopPadding(IPHONE, 375, 812)).toBe(90);
    expect(headerTopPadding(IPHONE, 375, 667)).toBe(30);
    expect(headerTopPadding(ANDROID, 412, 915)).toBe(0);
  });

  it('applies only to the installed app: in a browser tab the browser bar is above the page', () => {
    expect(headerTopPadding(IPHONE, 375, 812, false)).toBe(0);
    expect(headerTopPadding(IPHONE, 375, 667, false)).toBe(0);
  });
});
