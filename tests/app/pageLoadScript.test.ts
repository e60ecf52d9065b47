import { resolve } from 'node:path';
import { pageLoadScript } from '../../scripts/pageReads';
import { firstReads } from '@/api/firstReads';
import { keptFirstStarted } from '@/api/pageReads';
import { beijingDay } from '@/lib/beijing';
import { STORAGE_KEYS, writeJson } from '@/lib/storage';

/** index.html's page-load script as the production build inlines it (scripts/pageReads.ts). */
let script = '';
beforeAll(async () => {
  script = await pageLoadScript(resolve(import.meta.dirname, '../..'), 'production');
}, 60_000);

/** Runs the script at `path` with fetch recorded; the addresses and bodies it sent. */
function run(path: string): Array<[string, string | undefined]> {
  window.history.replaceState(null, '', path);
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response('{}'));
  vi.stubGlobal('fetch', fetch);
  new Function(script)();
  return fetch.mock.calls.map(([url, init]) => [url, init?.body as string | undefined]);
}

describe('index.html’s page-load script (scripts/pageReads.ts)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('is one small self-contained script', () => {
    expect(script.length).toBeLessThan(4000);
    expect(script).not.toMatch(/\bimport\b/);
  });

  it('sends the address’s first reads on a signed-in start, with today’s Beijing day', () => {
    writeJson('local', STORAGE_KEYS.auth, { userId: 'u1', type: 'F' });
    writeJson('session', STORAGE_KEYS.token, 'token-1');
    const sent = run('/Home/');
    expect(sent).toContainEqual([
      expect.stringMatching(/\/api\/FlightMission\/GetFlightMission$/),
      JSON.stringify({ date: beijingDay() }),
    ]);
    expect(sent.map(([url]) => url)).toContainEqual(expect.stringContaining(firstReads.sessionCheck.path));
    expect(run('/me').map(([url]) => url)).toContainEqual(expect.stringContaining(firstReads.loginInfo.path));
  });

  it('on a repeat visit (the service worker answered the page) sends nothing and opens the connection', () => {
    writeJson('local', STORAGE_KEYS.auth, { userId: 'u1', type: 'F' });
    writeJson('session', STORAGE_KEYS.token, 'token-1');
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller: {} } });
    try {
      expect(run('/')).toEqual([]);
      expect(keptFirstStarted()).toBe(true);
      const preconnect = document.head.querySelector<HTMLLinkElement>('link[rel="preconnect"]');
      expect(preconnect?.href).toBe(`${location.origin}/`);
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
      Reflect.deleteProperty(globalThis, '__crewKeptFirst');
      document.head.querySelectorAll('link[rel="preconnect"]').forEach((link) => link.remove());
    }
  });

  it('sends nothing without a stored session, or where the screen has no first reads', () => {
    expect(run('/')).toEqual([]);
    writeJson('local', STORAGE_KEYS.auth, { userId: 'u1', type: 'F' });
    expect(run('/')).toEqual([]); // no token in this tab
    writeJson('session', STORAGE_KEYS.token, 'token-1');
    expect(run('/login')).toEqual([]);
    expect(run('/me/setup')).toEqual([]);
  });
});
