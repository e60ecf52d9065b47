/**
 * index.html's inline scripts (the first screen's preloads, the login frame) name the app's storage keys
 * as the app defines them (src/lib/storage.ts, src/lib/drafts.ts), taken when the build writes them:
 * renamed here, the scripts follow.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { frameScript, FRAME_STYLE_ID, FRAME_TEMPLATE_ID } from '../../scripts/loginFrame';
import { startPrelude } from '../../scripts/startScript';

// Renamed keys: the build takes whatever the app's modules say.
vi.mock('@/lib/storage', async (importOriginal) => {
  const actual = await importOriginal<{ STORAGE_KEYS: Record<string, string> }>();
  const renamed = { auth: 'crew.auth', lang: 'crew.lang', rememberedUser: 'crew.user' };
  return { ...actual, STORAGE_KEYS: { ...actual.STORAGE_KEYS, ...renamed } };
});
vi.mock('@/lib/drafts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  SIGNED_OUT: 'nobody',
  LOGIN_USER_NAME: 'login.name',
}));

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe("the inline scripts' storage keys", () => {
  it("are the app's own, as the build finds them", () => {
    const script = frameScript();
    for (const key of ['crew.auth', 'crew.lang', 'crew.user', 'draft:nobody:login.name'])
      expect(script).toContain(JSON.stringify(key));
    expect(script).not.toMatch(/Item\(["'](auth|lang|rememberedUser|draft:signed-out:login\.userName)["']/);
    expect(startPrelude()).toContain('"crew.auth"');
  });

  it('are the ones the scripts read', () => {
    const signedIn = () => new Function(`${startPrelude()}return signedIn;`)() as boolean;
    localStorage.setItem('auth', '{}');
    expect(signedIn()).toBe(false);
    localStorage.setItem('crew.auth', '{}');
    expect(signedIn()).toBe(true);
    localStorage.clear();

    const form = (title: string) =>
      `<h1>${title}</h1><form><input name="username" value=""><input name="remember" type="checkbox" checked></form>`;
    window.history.replaceState(null, '', '/login');
    localStorage.setItem('crew.lang', 'en-us');
    localStorage.setItem('crew.user', '"pilot"');
    sessionStorage.setItem('draft:nobody:login.name', '"cabin"');
    document.body.innerHTML =
      `<div id="root"></div><template id="${FRAME_TEMPLATE_ID('zh-cn')}">${form('机组助手')}</template>` +
      `<template id="${FRAME_TEMPLATE_ID('en-us')}">${form('Crew Assistant')}</template>` +
      `<template id="${FRAME_STYLE_ID}"><style></style></template>`;
    new Function(frameScript())();
    const root = document.getElementById('root')!;
    expect(root.querySelector('h1')?.textContent).toBe('Crew Assistant');
    expect(root.querySelector<HTMLInputElement>('input[name=username]')!.value).toBe('cabin');
    expect(root.querySelector<HTMLInputElement>('input[name=remember]')!.checked).toBe(true);
  });
});
