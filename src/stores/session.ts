import { create } from 'zustand';
import type { Auth } from '@/api/schema/auth';
import { clearDrafts } from '@/lib/drafts';
import { clearLocalStorageExcept, readJson, removeKey, STORAGE_KEYS, writeJson } from '@/lib/storage';

/** What is kept on the phone for offline work goes (lib/offlineData, loaded then: never at start-up). */
const clearOfflineData = (except?: string): void =>
  void import('@/lib/offlineData').then(
    (offline) => offline.clearOfflineData(except),
    () => undefined,
  );

export interface UserInfo {
  unreadCount: number;
  avatar: string;
}

interface SessionState {
  /** Who is signed in; persisted in localStorage. Its `type` "F" means pilot. */
  auth: Auth | null;
  /** Bearer token; sessionStorage only. */
  token: string | null;
  identifyCode: string | null;
  /** Navigation tab list and async path the spec keeps in sessionStorage. */
  tabList: string[];
  asyncPath: string | null;
  userInfo: UserInfo;
  /** Login stores the auth object (and the token of this tab). */
  login: (payload: { auth: Auth; token: string; identifyCode?: string }) => void;
  /**
   * The session check at start confirmed the stored session: the backend's fresher auth object replaces
   * the stored one. The same person stays signed in, so unlike `login` nothing of theirs is cleared.
   */
  confirm: (auth: Auth) => void;
  /** Sign-out empties the auth object (and drops this tab's token). */
  signOut: () => void;
  /** Logout clears the token and local storage (the language and text size stay), and unsent drafts. */
  logout: () => void;
  /**
   * The session ended without the user asking (a 401, a rejected session check): like logout, but what
   * the user typed and has not sent yet is kept for when they sign in again.
   */
  expire: () => void;
  setUserInfo: (patch: Partial<UserInfo>) => void;
  setTabList: (tabs: string[]) => void;
  setAsyncPath: (path: string | null) => void;
}

const initialUserInfo: UserInfo = { unreadCount: 0, avatar: '' };

function loadInitial() {
  return {
    auth: readJson<Auth>('local', STORAGE_KEYS.auth) ?? null,
    token: readJson<string>('session', STORAGE_KEYS.token) ?? null,
    identifyCode: readJson<string>('session', STORAGE_KEYS.identifyCode) ?? null,
    tabList: readJson<string[]>('session', STORAGE_KEYS.tabList) ?? [],
    asyncPath: readJson<string>('session', STORAGE_KEYS.asyncPath) ?? null,
    userInfo: initialUserInfo,
  };
}

function clearSessionKeys() {
  for (const key of [
    STORAGE_KEYS.token,
    STORAGE_KEYS.identifyCode,
    STORAGE_KEYS.tabList,
    STORAGE_KEYS.asyncPath,
  ]) {
    removeKey('session', key);
  }
  clearLocalStorageExcept([STORAGE_KEYS.lang, STORAGE_KEYS.textSize]);
}

const signedOutState = {
  auth: null,
  token: null,
  identifyCode: null,
  tabList: [],
  asyncPath: null,
  userInfo: initialUserInfo,
};

export const useSessionStore = create<SessionState>()((set) => ({
  ...loadInitial(),
  login: ({ auth, token, identifyCode }) => {
    // Drafts and kept reads of whoever used this phone before are not this user's to see.
    clearDrafts(auth.userId);
    clearOfflineData(auth.userId);
    writeJson('local', STORAGE_KEYS.auth, auth);
    writeJson('session', STORAGE_KEYS.token, token);
    writeJson('session', STORAGE_KEYS.identifyCode, identifyCode ?? null);
    set({ auth, token, identifyCode: identifyCode ?? null });
  },
  confirm: (auth) => {
    const stored = useSessionStore.getState().auth;
    if (stored?.userId !== auth.userId) {
      // Not the person the stored session named: a new sign-in as far as the phone's data goes.
      const { token, identifyCode } = useSessionStore.getState();
      if (token) useSessionStore.getState().login({ auth, token, identifyCode: identifyCode ?? undefined });
      return;
    }
    // Unchanged, it is not set again: every screen reading the session would draw again mid-start.
    if (JSON.stringify(stored) === JSON.stringify(auth)) return;
    writeJson('local', STORAGE_KEYS.auth, auth);
    set({ auth });
  },
  signOut: () => {
    // Signed out means no credential is left behind either: the token and identify code go too.
    removeKey('local', STORAGE_KEYS.auth);
    removeKey('session', STORAGE_KEYS.token);
    removeKey('session', STORAGE_KEYS.identifyCode);
    clearDrafts();
    clearOfflineData();
    set({ auth: null, token: null, identifyCode: null, userInfo: initialUserInfo });
  },
  logout: () => {
    clearSessionKeys();
    clearDrafts();
    clearOfflineData();
    set(signedOutState);
  },
  expire: () => {
    clearSessionKeys();
    set(signedOutState);
  },
  setUserInfo: (patch) => set((state) => ({ userInfo: { ...state.userInfo, ...patch } })),
  setTabList: (tabList) => {
    writeJson('session', STORAGE_KEYS.tabList, tabList);
    set({ tabList });
  },
  setAsyncPath: (asyncPath) => {
    writeJson('session', STORAGE_KEYS.asyncPath, asyncPath);
    set({ asyncPath });
  },
}));

/** A stored session holds an auth entry: the guard lets navigation proceed. */
export const hasSession = (): boolean => useSessionStore.getState().auth !== null;
/** The signed-in user's id, read at the moment of the call (outside React). */
export const signedInUserId = (): string | null => useSessionStore.getState().auth?.userId ?? null;
export const isPilot = (auth: Auth | null | undefined): boolean => auth?.type === 'F';

export function resetSessionStore(): void {
  useSessionStore.setState(loadInitial());
}
