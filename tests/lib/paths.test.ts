import { describe, expect, it } from 'vitest';
import { isPublicPath, normalisePath, safeRedirect } from '@/lib/paths';

describe('safeRedirect', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeRedirect('/me/setup')).toBe('/me/setup');
    expect(safeRedirect('/dynamics/listpage?day=today#top')).toBe('/dynamics/listpage?day=today#top');
    expect(safeRedirect(encodeURIComponent('/Prepare/Weather?code=PEK'))).toBe('/Prepare/Weather?code=PEK');
  });

  it('sends a missing target to /', () => {
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect(undefined)).toBe('/');
    expect(safeRedirect('')).toBe('/');
  });

  it.each([
    ['protocol-relative', '//evil.example'],
    ['protocol-relative, encoded', '%2F%2Fevil.example'],
    ['backslash', '/\\evil.example'],
    ['backslash, encoded', '/%5C%5Cevil.example'],
    ['absolute URL', 'https://evil.example/login'],
    ['javascript: URL', 'javascript:alert(1)'],
    ['javascript: behind a slash', '/javascript:alert(1)'],
    ['data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['relative path', 'home'],
    ['control character', '/\t/evil.example'],
    ['broken encoding', '/%E0%A4%A'],
  ])('sends a crafted target (%s) to /', (_case, target) => {
    expect(safeRedirect(target)).toBe('/');
  });

  it('never sends the user back to a login screen after login', () => {
    expect(safeRedirect('/login')).toBe('/');
    expect(safeRedirect('/LOGIN/')).toBe('/');
    expect(safeRedirect('/login/reset')).toBe('/');
  });

  // Dot segments normalise to "//host", which passes every check made before the URL is parsed.
  it.each([['/.//evil.example'], ['/a/..//evil.example'], ['/%2E//evil.example']])(
    'sends a dot-segment target (%s) to /',
    (target) => {
      expect(safeRedirect(target)).toBe('/');
    },
  );
});

describe('public paths', () => {
  it('compares case-insensitively and ignores a trailing slash', () => {
    expect(normalisePath('/Login/Forget/')).toBe('/login/forget');
    expect(isPublicPath('/login')).toBe(true);
    expect(isPublicPath('/LOGIN/reset')).toBe(true);
    expect(isPublicPath('/me/setup')).toBe(false);
  });
});
