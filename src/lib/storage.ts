/**
 * Web storage that never throws (private mode, quota, disabled storage) and stores JSON.
 * The spec limits what goes where: only the auth state (and the `lang` key) in localStorage; token,
 * identify code, tab list and async path in sessionStorage. The keys are named here, in one place.
 */
export const STORAGE_KEYS = {
  auth: 'auth',
  lang: 'lang',
  textSize: 'textSize',
  rememberedUser: 'rememberedUser',
  token: 'token',
  identifyCode: 'identifyCode',
  tabList: 'tabList',
  asyncPath: 'asyncPath',
  /** The state of a trip to the company's sign-in portal (sessionStorage), checked on its return. */
  ssoState: 'ssoState',
  /** What a preparation showed last time (gate, aircraft, notices), to say what changed since. */
  prepareSeen: 'prepareSeen',
  /** This tab reloaded once after a start that failed (sessionStorage; shell/startFailure). */
  startReloaded: 'startReloaded',
} as const;

type Area = 'local' | 'session';

function area(which: Area): Storage | undefined {
  try {
    return which === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readJson<T>(which: Area, key: string): T | undefined {
  try {
    const raw = area(which)?.getItem(key);
    return raw == null ? undefined : (JSON.parse(raw) as T);
  } catch {
    return undefined;
  }
}

export function writeJson(which: Area, key: string, value: unknown): void {
  try {
    if (value === undefined || value === null) area(which)?.removeItem(key);
    else area(which)?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the value lives in memory for this visit.
  }
}

export function removeKey(which: Area, key: string): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // nothing to remove
  }
}

/** Empties localStorage but for the keys a user expects to survive a logout (the language, text size). */
export function clearLocalStorageExcept(keep: string[]): void {
  const store = area('local');
  if (!store) return;
  const kept = keep.map((key) => [key, store.getItem(key)] as const);
  store.clear();
  for (const [key, value] of kept) if (value !== null) store.setItem(key, value);
}
