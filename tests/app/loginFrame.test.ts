/**
 * The login frame of index.html: the inline script that draws it (scripts/loginFrame.ts), what the app
 * reads from it before its first render (src/shell/startFrame.ts), and the build-time rendering of the
 * login route (src/app/prerender.tsx).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { frameScript, FRAME_STYLE_ID, FRAME_TEMPLATE_ID } from '../../scripts/loginFrame';
import { startPrelude } from '../../scripts/startScript';
import { chunkOf, firstScreenFiles } from '../../scripts/firstScreen';
import { forgetStartFrame, frameInput, leaveStartFrame } from '@/shell/startFrame';
import { renderLoginFrame } from '@/app/prerender';
import { draftKey, LOGIN_USER_NAME, SIGNED_OUT, writeDraft } from '@/lib/drafts';
import { rememberUser } from '@/modules/login/session';
import { i18n } from '@/i18n';
import { renderApp } from '../support/app';

const FORM = (title: string) =>
  `<h1>${title}</h1><div role="tablist"><button id="x-tab-password" role="tab" aria-selected="true">p</button>` +
  `<button id="x-tab-sms" role="tab" aria-selected="false">s</button></div>` +
  `<button type="button" lang="zh-CN">中文</button><button type="button" lang="en">English</button>` +
  `<form><input name="username" value=""><input name="password" type="password" value="">` +
  `<div><label><input name="remember" type="checkbox" checked aria-describedby="x-remember">r</label></div>` +
  `<p id="x-remember">hint</p><button type="submit">go</button></form>`;

/** index.html as the build writes it, then the frame script run as the parser would run it. */
function loadPage(path: string, storage: Record<string, string> = {}) {
  window.history.replaceState(null, '', path);
  localStorage.clear();
  for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
  document.body.innerHTML =
    `<div id="root"><div class="boot">boot</div></div>` +
    `<template id="${FRAME_TEMPLATE_ID('zh-cn')}">${FORM('机组助手')}</template>` +
    `<template id="${FRAME_TEMPLATE_ID('en-us')}">${FORM('Crew Assistant')}</template>` +
    `<template id="${FRAME_STYLE_ID}"><style>.x{}</style></template>`;
  new Function(frameScript())();
  return document.getElementById('root')!;
}

afterEach(() => {
  forgetStartFrame();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the frame script', () => {
  it('draws the form of the stored language where a signed-out start shows login', () => {
    for (const path of ['/login', '/', '/dynamics?x=1', '/prepare/task']) {
      const root = loadPage(path);
      expect(root.getAttribute('data-frame'), path).toBe('login');
      expect(root.querySelector('h1')?.textContent).toBe('机组助手');
      expect(root.querySelector('style')).not.toBeNull();
      expect(root.querySelector('.boot')).toBeNull();
    }
    expect(loadPage('/login', { lang: 'en-us' }).querySelector('h1')?.textContent).toBe('Crew Assistant');
    expect(document.documentElement.lang).toBe('en');
  });

  it('starts the user name as the page does: the tab\u2019s draft, else the remembered user', () => {
    // Written by the app's own functions, so a change of their keys fails here.
    const prepare = (draft: string | null, remembered: string | null) => {
      loadPage('/login/forget'); // clears the page's storage
      sessionStorage.clear();
      if (draft) writeDraft(SIGNED_OUT, LOGIN_USER_NAME, draft);
      rememberUser(remembered);
      const snapshot = { ...localStorage };
      return snapshot;
    };
    const userName = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[name=username]')!;
    const remember = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[name=remember]')!;

    let root = loadPage('/login', prepare('typed', 'pilot'));
    expect(userName(root).value).toBe('typed');
    expect(remember(root).checked).toBe(true);
    root = loadPage('/login', prepare(null, 'pilot'));
    expect(userName(root).value).toBe('pilot');
    root = loadPage('/login', prepare(null, null));
    expect(userName(root).value).toBe('');
    expect(remember(root).checked).toBe(false);

    // What the page starts with itself is not taken as typed; a change is.
    root = loadPage('/login', prepare(null, 'pilot'));
    leaveStartFrame(root);
    expect(frameInput().fields).toEqual({});
    root = loadPage('/login', prepare(null, 'pilot'));
    userName(root).value = 'cabin';
    remember(root).checked = false;
    leaveStartFrame(root);
    expect(frameInput().fields).toEqual({ username: 'cabin', remember: 'false' });
    sessionStorage.clear();
  });

  it('keeps the user name typed into it as the page does, so a reload before the app is up finds it', () => {
    sessionStorage.clear();
    let root = loadPage('/login');
    const userName = () => root.querySelector<HTMLInputElement>('input[name=username]')!;
    const type = (value: string) => {
      userName().value = value;
      userName().dispatchEvent(new Event('input', { bubbles: true }));
    };
    type('pilot');
    expect(sessionStorage.getItem(draftKey(SIGNED_OUT, LOGIN_USER_NAME))).toBe('"pilot"');
    root = loadPage('/login'); // the reload
    expect(userName().value).toBe('pilot');
    type('');
    expect(sessionStorage.getItem(draftKey(SIGNED_OUT, LOGIN_USER_NAME))).toBeNull();
    // The password is never written anywhere.
    const password = root.querySelector<HTMLInputElement>('input[name=password]')!;
    password.value = 'secret';
    password.dispatchEvent(new Event('input', { bubbles: true }));
    expect(JSON.stringify({ ...sessionStorage, ...localStorage })).not.toContain('secret');
  });

  it('keeps the hint under \u201cremember\u201d only while the box is ticked, as the page does', () => {
    const hint = (root: HTMLElement) => root.querySelector('#x-remember');
    const remember = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[name=remember]')!;
    // Nobody remembered: the frame, rendered with the hint, loses it.
    let root = loadPage('/login');
    expect(remember(root).checked).toBe(false);
    expect(hint(root)).toBeNull();
    expect(remember(root).hasAttribute('aria-describedby')).toBe(false);
    // A tap on the box brings it back where the page draws it, and takes it away again.
    remember(root).click();
    expect(hint(root)?.nextElementSibling?.getAttribute('type')).toBe('submit');
    expect(remember(root).getAttribute('aria-describedby')).toBe('x-remember');
    remember(root).click();
    expect(hint(root)).toBeNull();

    // A remembered user: the name filled in, the box ticked, the hint kept.
    root = loadPage('/login', { rememberedUser: JSON.stringify('pilot') });
    expect(root.querySelector<HTMLInputElement>('input[name=username]')!.value).toBe('pilot');
    expect(remember(root).checked).toBe(true);
    expect(hint(root)?.textContent).toBe('hint');
    expect(remember(root).getAttribute('aria-describedby')).toBe('x-remember');
    // Unticked, then drawn again in the other language: still without it.
    remember(root).click();
    root.querySelector<HTMLButtonElement>('button[lang=en]')!.click();
    expect(root.querySelector('h1')?.textContent).toBe('Crew Assistant');
    expect(remember(root).checked).toBe(false);
    expect(hint(root)).toBeNull();
    leaveStartFrame(root);
    expect(frameInput().fields).toEqual({ remember: 'false' });
  });

  it('decides the path and a stored session with the prelude it shares with the preloads', () => {
    expect(frameScript()).toContain(startPrelude());
    const run = (path: string, auth?: string) => {
      window.history.replaceState(null, '', path);
      localStorage.clear();
      if (auth !== undefined) localStorage.setItem('auth', auth);
      return new Function(`${startPrelude()}return [path, signedIn];`)() as [string, boolean];
    };
    expect(run('/')).toEqual(['/', false]);
    expect(run('/Login/?x=1')).toEqual(['/login', false]);
    expect(run('/prepare/Task//', '{}')).toEqual(['/prepare/task', true]);
  });

  it('reads the user name where the login page keeps it', async () => {
    // The page's own writer (useKeptText) against the key the frame's script is built with.
    const view = renderApp('/login');
    await userEvent.setup().type(await screen.findByLabelText('用户名或手机号'), 'cabin');
    expect(sessionStorage.getItem(draftKey(SIGNED_OUT, LOGIN_USER_NAME))).toBe('"cabin"');
    view.unmount();
    const root = loadPage('/login');
    expect(root.querySelector<HTMLInputElement>('input[name=username]')!.value).toBe('cabin');
    sessionStorage.clear();
  });

  it('leaves the boot frame on the other public screens, with an SSO token and for a stored session', () => {
    for (const path of [
      '/login/forget',
      '/login/reset',
      '/baseComponents',
      '/basecomponent',
      '/login?ssoToken=t',
    ])
      expect(loadPage(path).hasAttribute('data-frame'), path).toBe(false);
    expect(loadPage('/dynamics', { auth: '{}' }).querySelector('.boot')).not.toBeNull();
    // /login itself opens on the form whoever is stored.
    expect(loadPage('/login', { auth: '{}' }).getAttribute('data-frame')).toBe('login');
  });

  it('sends nothing itself, marks a sent form, switches the language and marks the chosen tab', () => {
    const root = loadPage('/login');
    const form = root.querySelector('form')!;
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(form.hasAttribute('data-sent')).toBe(true);

    root.querySelector<HTMLInputElement>('input[name=username]')!.value = 'cabin';
    root.querySelector<HTMLButtonElement>('button[lang=en]')!.click();
    expect(root.querySelector('h1')?.textContent).toBe('Crew Assistant');
    expect(root.querySelector<HTMLInputElement>('input[name=username]')!.value).toBe('cabin');
    expect(localStorage.getItem('lang')).toBe('en-us');
    expect(document.documentElement.lang).toBe('en');

    root.querySelector<HTMLButtonElement>('#x-tab-sms')!.click();
    expect(root.querySelector('#x-tab-sms')?.getAttribute('aria-selected')).toBe('true');
    expect(root.querySelector('#x-tab-password')?.getAttribute('aria-selected')).toBe('false');
  });
});

describe('leaveStartFrame', () => {
  it('reads what was typed, the caret, the chosen tab and a sent form, once', () => {
    const root = loadPage('/login');
    root.querySelector<HTMLInputElement>('input[name=username]')!.value = 'pilot';
    const password = root.querySelector<HTMLInputElement>('input[name=password]')!;
    password.value = 'pilot1234';
    password.focus();
    root.querySelector<HTMLInputElement>('input[name=remember]')!.checked = true;
    root.querySelector<HTMLButtonElement>('#x-tab-sms')!.click();
    root.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

    leaveStartFrame(root);
    expect(root.hasAttribute('data-frame')).toBe(false);
    expect(frameInput()).toEqual({
      fields: { username: 'pilot', password: 'pilot1234', remember: 'true' },
      focused: 'password',
      tab: 'sms',
      sent: true,
    });
    // After the app's first render the frame's listeners do nothing.
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    root.querySelector('form')!.dispatchEvent(submit);
    forgetStartFrame();
    expect(frameInput()).toEqual({ fields: {}, focused: null, tab: null, sent: false });
  });

  it('reads nothing from the boot frame', () => {
    const root = loadPage('/login/forget');
    leaveStartFrame(root);
    expect(frameInput().fields).toEqual({});
  });
});

describe("a first screen's files (scripts/firstScreen.ts)", () => {
  it("lists a screen's chunks and their imports with their stylesheets, not start-up's", () => {
    const chunk = (
      fileName: string,
      moduleIds: string[],
      imports: string[],
      css: string[],
      extra: { isEntry?: boolean; facadeModuleId?: string } = {},
    ) => ({
      type: 'chunk' as const,
      fileName,
      moduleIds,
      imports,
      isEntry: extra.isEntry ?? false,
      facadeModuleId: extra.facadeModuleId ?? null,
      viteMetadata: { importedCss: new Set(css), importedAssets: new Set<string>() },
    });
    const cwd = process.cwd();
    const bundle = {
      'index.js': chunk('index.js', [`${cwd}/src/main.tsx`], ['shared.js'], ['index.css'], { isEntry: true }),
      'page.js': chunk(
        'page.js',
        [`${cwd}/src/modules/login/pages/LoginPage.tsx`],
        ['common.js', 'shared.js'],
        ['page.css'],
      ),
      'common.js': chunk('common.js', [`${cwd}/src/modules/login/i18n.ts`], [], ['common.css']),
      'shared.js': chunk('shared.js', [`${cwd}/src/lib/x.ts`], [], ['shared.css']),
      'axios.js': chunk('axios.js', [], [], [], { facadeModuleId: `${cwd}/node_modules/axios/index.js` }),
    };
    expect(
      firstScreenFiles(bundle as never, [
        'src/modules/login/pages/LoginPage.tsx',
        'src/modules/login/i18n.ts',
        'axios',
      ]),
    ).toEqual({ js: ['page.js', 'common.js', 'axios.js'], css: ['page.css', 'common.css'] });
    expect(chunkOf(bundle as never, 'axios').fileName).toBe('axios.js');
    expect(() => firstScreenFiles(bundle as never, ['src/nowhere.ts'])).toThrow(/no chunk/);
  });
});

describe('renderLoginFrame', () => {
  it('renders the login route with its form in each language', async () => {
    const zh = await renderLoginFrame('zh-cn');
    expect(zh).toContain('机组助手');
    expect(zh).toContain('用户名或手机号');
    expect(zh).toMatch(/<input[^>]*name="username"/);
    expect(zh).toMatch(/<input[^>]*name="password"/);
    expect(zh).toMatch(/<button type="submit"[^>]*>登录</);
    const en = await renderLoginFrame('en-us');
    expect(en).toContain('User name or phone');
    expect(en).toMatch(/<button type="submit"[^>]*>Sign in</);
    await i18n.changeLanguage('zh-cn');
  });

  it('renders "remember" ticked with its hint, as for a remembered user, and no user name', async () => {
    for (const [lang, text] of [
      ['zh-cn', '只在本机保存账号'],
      ['en-us', 'Only the account is kept on this device'],
    ] as const) {
      const html = await renderLoginFrame(lang);
      const box = /<input(?=[^>]*name="remember")[^>]*>/.exec(html)?.[0] ?? '';
      expect(box, lang).toMatch(/\schecked=""/);
      const id = /aria-describedby="([^"]+)"/.exec(box)?.[1];
      expect(id, lang).toBeTruthy();
      expect(html).toContain(`<p id="${id}"`);
      expect(html.slice(html.indexOf(`<p id="${id}"`))).toMatch(new RegExp(`^<p[^>]*>${text}`));
      expect(/<input(?=[^>]*name="username")[^>]*>/.exec(html)?.[0]).toMatch(/value=""/);
    }
    // The page's own start is untouched by the rendering.
    expect(frameInput()).toEqual({ fields: {}, focused: null, tab: null, sent: false });
    await i18n.changeLanguage('zh-cn');
  });
});
