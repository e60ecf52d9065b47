import { readJson, removeKey, writeJson } from './storage';

/**
 * What the user typed and the backend has not accepted yet, per user and form, in this tab's
 * sessionStorage (key `draft:<userId>:<formId>`): it survives a reload, a failed send and a session that
 * expired and was signed in again; it goes at sign-out, at logout and when someone else signs in.
 */
export const DRAFT_PREFIX = 'draft:';

/** The owner of the signed-out screens' drafts (user name, phone): nobody is signed in there. */
export const SIGNED_OUT = 'signed-out';
/** The login form's user name; index.html's inline script starts the field from it too (src/app/startScreen.ts). */
export const LOGIN_USER_NAME = 'login.userName';

export const draftKey = (owner: string, formId: string): string => `${DRAFT_PREFIX}${owner}:${formId}`;

export const readDraft = <T>(owner: string, formId: string): T | undefined =>
  readJson<T>('session', draftKey(owner, formId));

export const writeDraft = (owner: string, formId: string, value: unknown): void =>
  writeJson('session', draftKey(owner, formId), value);

export const clearDraft = (owner: string, formId: string): void =>
  removeKey('session', draftKey(owner, formId));

/** Every draft, or every draft but the given user's. */
export function clearDrafts(except?: string): void {
  let store: Storage;
  try {
    store = sessionStorage;
  } catch {
    return;
  }
  const keys: string[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (key?.startsWith(DRAFT_PREFIX) && (except === undefined || !key.startsWith(draftKey(except, ''))))
      keys.push(key);
  }
  for (const key of keys) removeKey('session', key);
}
