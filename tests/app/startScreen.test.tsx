/**
 * index.html's one inline script (src/app/startScreen.ts, built by scripts/prerenderLogin.ts), the login
 * route pre-rendered at build time (src/app/prerender.tsx), and the app hydrating it (src/main.tsx's way:
 * takePrerenderedLogin, then hydrateRoot).
 */
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createMemoryRouter } from 'react-router-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  buildStartScreenScript,
  FORM_TEMPLATE_ID,
  STYLE_TEMPLATE_ID,
  type StartScreenValues,
} from '../../scripts/prerenderLogin';
import { renderLoginScreen, startScreenValues } from '@/app/prerender';
import { App } from '@/app/App';
import { routerOptions, routes } from '@/app/router';
import { i18n, type Lang } from '@/i18n';
import { LOGIN_USER_NAME, readDraft, SIGNED_OUT, writeDraft } from '@/lib/drafts';
import { rememberUser } from '@/modules/login/session';
import {
  forgetStartFrame,
  frameInput,
  PRERENDERED_ATTRIBUTE,
  takePrerenderedLogin,
} from '@/shell/startFrame';
import { countRequests } from '../support/requests';

let script = '';
/** What a signed-in start asks for (scripts/signedInStart.ts finds them in the build). */
const START_FILES = {
  always: ['assets/sessionData.js', 'assets/axios.js'],
  byModule: {
    home: ['assets/home-prefetch.js', 'assets/shared.js'],
    study: [
      'assets/study-routes.js',
      'assets/study-prefetch.js',
      'assets/shared.js',
      'assets/sessionData.js',
    ],
  },
  homeScreen: { study: ['assets/StudyHomePage.js'], me: ['assets/MeHomePage.js'] },
};
/** The files the page asks for ahead, in order. */
const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map(
    (link) => `${link.getAttribute('href')}${link.getAttribute('crossorigin') === '' ? ' anonymous' : ''}`,
  );
const rendered: Partial<Record<Lang, string>> = {};

beforeAll(async () => {
  script = await buildStartScreenScript(process.cwd(), startScreenValues() as StartScreenValues, {
    base: '/',
    files: START_FILES,
  });
  for (const lang of ['zh-cn', 'en-us'] as const) rendered[lang] = await renderLoginScreen(lang);
  await i18n.changeLanguage('zh-cn');
});

/** index.html as the build writes it at `path`, with what is stored, then its inline script run. */
function loadPage(path: string, stored: { local?: Record<string, string> } = {}) {
  window.history.replaceState(null, '', path);
  for (const [key, value] of Object.entries(stored.local ?? {})) localStorage.setItem(key, value);
  document.documentElement.lang = 'zh-CN';
  document.head.querySelectorAll('style, link').forEach((element) => element.remove());
  document.body.innerHTML =
    `<div id="root"><div class="boot" role="status">boot</div></div>` +
    `<template id="${FORM_TEMPLATE_ID('zh-cn')}">${rendered['zh-cn']}</template>` +
    `<template id="${FORM_TEMPLATE_ID('en-us')}">${rendered['en-us']}</template>` +
    `<template id="${STYLE_TEMPLATE_ID}"><style>.login-style{}</style></template>`;
  new Function(script)();
  return document.getElementById('root')!;
}

const userName = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[name=username]')!;
const remember = (root: HTMLElement) => root.querySelector<HTMLInputElement>('input[name=remember]')!;

afterEach(() => {
  forgetStartFrame();
  window.history.replaceState(null, '', '/');
  document.documentElement.lang = 'zh-CN';
});

describe('the inline script of index.html', () => {
  it('is built from its .ts file: one small script that sends nothing and runs none of the app', () => {
    // About 2 KB of code; the build's own file names add about 1 KB (scripts/signedInStart.ts).
    expect(script.length).toBeLessThan(2500);
    expect(script).not.toMatch(/fetch\(|XMLHttpRequest|import\(|<\/script/);
  });

  it('asks a signed-in start for its module\u2019s files, the data layer\u2019s, then its home\u2019s page', () => {
    const signedIn = { local: { auth: '{"userId":"1"}' } };
    const studyFiles = [
      '/assets/study-routes.js anonymous',
      '/assets/study-prefetch.js anonymous',
      '/assets/shared.js anonymous',
      '/assets/sessionData.js anonymous',
      '/assets/axios.js anonymous',
    ];
    // The module's own address opens its home: its page, last.
    loadPage('/Study/', signedIn);
    expect(preloaded()).toEqual([...studyFiles, '/assets/StudyHomePage.js anonymous']);
    // Another of its screens: not the home's page.
    loadPage('/study/course', signedIn);
    expect(preloaded()).toEqual(studyFiles);
    loadPage('/', signedIn);
    expect(preloaded()).toEqual([
      '/assets/home-prefetch.js anonymous',
      '/assets/shared.js anonymous',
      '/assets/sessionData.js anonymous',
      '/assets/axios.js anonymous',
    ]);
    // A module without files of its own: its home's page and the data layer's.
    loadPage('/me', signedIn);
    expect(preloaded()).toEqual([
      '/assets/sessionData.js anonymous',
      '/assets/axios.js anonymous',
      '/assets/MeHomePage.js anonymous',
    ]);
  });

  it('asks for nothing ahead where the start opens on login: signed out, or on /login', () => {
    loadPage('/study');
    expect(preloaded()).toEqual([]);
    loadPage('/login', { local: { auth: '{"userId":"1"}' } });
    expect(preloaded()).toEqual([]);
  });

  it('shows the pre-rendered form of the stored language where a signed-out start opens on login', () => {
    for (const path of ['/login', '/Login/', '/', '/dynamics?x=1', '/prepare/task']) {
      const root = loadPage(path);
      expect(root.getAttribute(PRERENDERED_ATTRIBUTE), path).toBe('zh-cn');
      expect(root.querySelector('h1')?.textContent).toBe('机组助手');
      expect(root.querySelector('.boot')).toBeNull();
      expect(document.head.querySelector('style')?.textContent).toBe('.login-style{}');
    }
    expect(loadPage('/login', { local: { lang: 'en-us' } }).querySelector('h1')?.textContent).toBe(
      'Crew Assistant',
    );
    expect(document.documentElement.lang).toBe('en');
  });

  it('keeps the boot frame on the other public screens, on a portal return and for a stored session', () => {
    for (const path of [
      '/login/forget',
      '/login/reset',
      '/baseComponents',
      '/basecomponent',
      '/login?ssoToken=t',
    ])
      expect(loadPage(path).hasAttribute(PRERENDERED_ATTRIBUTE), path).toBe(false);
    expect(
      loadPage('/dynamics', { local: { auth: '{"userId":"1"}' } }).querySelector('.boot'),
    ).not.toBeNull();
    // /login itself opens on the form whoever is stored.
    expect(
      loadPage('/login', { local: { auth: '{"userId":"1"}' } }).hasAttribute(PRERENDERED_ATTRIBUTE),
    ).toBe(true);
  });

  it('starts the user name as the page does: the tab\u2019s draft, else the remembered user; not as typed', () => {
    // Written by the app's own functions, so a change of their keys fails here.
    rememberUser('pilot');
    let root = loadPage('/login');
    expect(userName(root).value).toBe('pilot');
    expect(remember(root).checked).toBe(true);
    writeDraft(SIGNED_OUT, LOGIN_USER_NAME, 'typed');
    root = loadPage('/login');
    expect(userName(root).value).toBe('typed');
    sessionStorage.clear();
    rememberUser(null);
    root = loadPage('/login');
    expect(userName(root).value).toBe('');
    expect(remember(root).checked).toBe(false);

    // What the page starts with itself is not taken as typed; a change is.
    rememberUser('pilot');
    root = loadPage('/login');
    takePrerenderedLogin(root);
    expect(frameInput()).toEqual({ fields: {}, sent: false });
    root = loadPage('/login');
    userName(root).value = 'cabin';
    remember(root).checked = false;
    expect(takePrerenderedLogin(root)).toBe('zh-cn');
    expect(frameInput().fields).toEqual({ username: 'cabin', remember: 'false' });
    expect(root.hasAttribute(PRERENDERED_ATTRIBUTE)).toBe(false);
  });

  it('keeps a user name typed before the app is up as the tab\u2019s draft, so a reload starts from it', () => {
    let root = loadPage('/login');
    const typed = (value: string) => {
      userName(root).value = value;
      userName(root).dispatchEvent(new Event('input', { bubbles: true }));
    };
    typed('cabin');
    expect(readDraft(SIGNED_OUT, LOGIN_USER_NAME)).toBe('cabin');
    root = loadPage('/login');
    expect(userName(root).value).toBe('cabin');
    typed('');
    expect(readDraft(SIGNED_OUT, LOGIN_USER_NAME)).toBeUndefined();
    // Once the app has the form, the draft is the app's business.
    typed('pilot');
    takePrerenderedLogin(root);
    typed('someone');
    expect(readDraft(SIGNED_OUT, LOGIN_USER_NAME)).toBe('pilot');
    sessionStorage.clear();
  });

  it('never lets the browser send the form before the app is up: it is marked for the app instead', () => {
    const root = loadPage('/login');
    const form = root.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(takePrerenderedLogin(root)).toBe('zh-cn');
    expect(frameInput().sent).toBe(true);
    expect(form.hasAttribute('data-sent')).toBe(false);
    // Once the app has it, submitting is the app's business.
    const later = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });
});

describe('the app hydrates the pre-rendered form', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
  });

  /** main.tsx's way, with a memory router at the page's address. */
  async function hydrate(container: HTMLElement) {
    const router = createMemoryRouter(routes, {
      ...routerOptions,
      initialEntries: [`${window.location.pathname}${window.location.search}`],
    });
    await waitFor(() => expect(router.state.initialized).toBe(true));
    const problems: unknown[] = [];
    const logged = vi.spyOn(console, 'error').mockImplementation((...args) => problems.push(args));
    expect(takePrerenderedLogin(container)).toBe(i18n.language);
    await act(async () => {
      root = hydrateRoot(container, <App router={router} />, {
        onRecoverableError: (error) => problems.push(error),
      });
    });
    logged.mockRestore();
    return { router, problems };
  }

  for (const [lang, remembered] of [
    ['zh-cn', false],
    ['zh-cn', true],
    ['en-us', true],
  ] as const)
    it(`as it is, with no mismatch (${lang}${remembered ? ', a remembered user' : ''})`, async () => {
      if (remembered) rememberUser('pilot');
      await i18n.changeLanguage(lang);
      const container = loadPage('/login', { local: { lang } });
      const form = container.querySelector('form');
      const { problems } = await hydrate(container);
      expect(problems).toEqual([]);
      // The very elements of the page are the app's now.
      expect(container.querySelector('form')).toBe(form);
      expect(userName(container).value).toBe(remembered ? 'pilot' : '');
      expect(remember(container).checked).toBe(remembered);
      await i18n.changeLanguage('zh-cn');
    });

  it('with what was typed before, and sends a form sent before, once', async () => {
    const container = loadPage('/dynamics');
    userName(container).value = 'pilot';
    container.querySelector<HTMLInputElement>('input[name=password]')!.value = 'pilot1234';
    container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    const logins = countRequests('/mobile/login');
    const { router, problems } = await hydrate(container);
    expect(problems).toEqual([]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dynamics'));
    expect(logins.count).toBe(1);
    logins.stop();
  });

  it('and the form works as the app’s own', async () => {
    const container = loadPage('/login');
    await hydrate(container);
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入用户名或手机号')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Crew Assistant' })).toBeInTheDocument();
    await i18n.changeLanguage('zh-cn');
  });
});
