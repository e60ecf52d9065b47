import { useSessionStore, hasSession, isPilot } from '@/stores/session';
import { resetStores } from '@/stores/reset';
import type { Auth } from '@/api/schema/auth';
import { readDraft, writeDraft } from '@/lib/drafts';

const auth: Auth = {
  userId: 'u1',
  userName: 'pilot',
  name: '张伟',
  type: 'F',
  post: '机长',
  department: '飞行一部',
  phone: '13800138001',
  avatar: '',
};

describe('session storage rules (§9)', () => {
  it('login keeps the auth object in localStorage and the token and identify code in sessionStorage', () => {
    useSessionStore.getState().login({ auth, token: 't-1', identifyCode: 'id-9' });
    expect(JSON.parse(localStorage.getItem('auth')!)).toEqual(auth);
    expect(JSON.parse(sessionStorage.getItem('token')!)).toBe('t-1');
    expect(JSON.parse(sessionStorage.getItem('identifyCode')!)).toBe('id-9');
    expect(localStorage.getItem('token')).toBeNull();
    expect(Object.keys(localStorage)).toEqual(['auth']);
    expect(hasSession()).toBe(true);
  });

  it("the session check's confirmation refreshes the auth object and clears nothing of the same person's", () => {
    useSessionStore.getState().login({ auth, token: 't-1' });
    writeDraft('u1', 'form', 'typed');
    writeDraft('u2', 'form', 'someone else');
    const seen: unknown[] = [];
    const stop = useSessionStore.subscribe((state) => seen.push(state.auth));
    useSessionStore.getState().confirm({ ...auth });
    expect(seen).toEqual([]); // unchanged: nothing draws again
    useSessionStore.getState().confirm({ ...auth, post: '教员' });
    stop();
    expect(seen).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem('auth')!).post).toBe('教员');
    expect(readDraft('u1', 'form')).toBe('typed');
    expect(readDraft('u2', 'form')).toBe('someone else'); // cleared at u1's sign-in, not at each start
    expect(JSON.parse(sessionStorage.getItem('token')!)).toBe('t-1');

    // Another person under the same token is a new sign-in: the earlier person's drafts go.
    useSessionStore.getState().confirm({ ...auth, userId: 'u2', userName: 'cabin' });
    expect(useSessionStore.getState().auth?.userId).toBe('u2');
    expect(readDraft('u1', 'form')).toBeUndefined();
    expect(readDraft('u2', 'form')).toBe('someone else');
  });

  it('tab list and async path live in sessionStorage', () => {
    useSessionStore.getState().setTabList(['/dynamics', '/me']);
    useSessionStore.getState().setAsyncPath('/home/task');
    expect(JSON.parse(sessionStorage.getItem('tabList')!)).toEqual(['/dynamics', '/me']);
    expect(JSON.parse(sessionStorage.getItem('asyncPath')!)).toBe('/home/task');
    expect(localStorage.length).toBe(0);
  });

  it('sign-out empties the auth object and drops the token, keeping other local data', () => {
    localStorage.setItem('rememberedUser', '"pilot"');
    useSessionStore.getState().login({ auth, token: 't-1' });
    useSessionStore.getState().signOut();
    expect(useSessionStore.getState().auth).toBeNull();
    expect(localStorage.getItem('auth')).toBeNull();
    expect(hasSession()).toBe(false);
    expect(useSessionStore.getState().token).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('rememberedUser')).toBe('"pilot"');
  });

  it('logout clears the token and local storage but keeps the language and text size', () => {
    localStorage.setItem('lang', 'en-us');
    localStorage.setItem('textSize', '"large"');
    localStorage.setItem('somethingElse', 'x');
    useSessionStore.getState().login({ auth, token: 't-1', identifyCode: 'i' });
    useSessionStore.getState().logout();
    expect(useSessionStore.getState()).toMatchObject({ auth: null, token: null, identifyCode: null });
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('identifyCode')).toBeNull();
    expect(localStorage.getItem('auth')).toBeNull();
    expect(localStorage.getItem('somethingElse')).toBeNull();
    expect(localStorage.getItem('lang')).toBe('en-us');
    expect(localStorage.getItem('textSize')).toBe('"large"');
  });

  it('restores the stored session on start', () => {
    localStorage.setItem('auth', JSON.stringify(auth));
    sessionStorage.setItem('token', JSON.stringify('t-7'));
    resetStores();
    expect(useSessionStore.getState().auth).toEqual(auth);
    expect(useSessionStore.getState().token).toBe('t-7');
  });

  it('survives corrupted storage', () => {
    localStorage.setItem('auth', '{not json');
    resetStores();
    expect(useSessionStore.getState().auth).toBeNull();
  });

  it('crew type F is a pilot, anything else cabin crew', () => {
    expect(isPilot(auth)).toBe(true);
    expect(isPilot({ ...auth, type: 'C' })).toBe(false);
    expect(isPilot(null)).toBe(false);
  });
});
