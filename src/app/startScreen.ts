/**
 * index.html's one inline script (production build; scripts/prerenderLogin.ts transpiles and minifies
 * this file and puts it after the root element). The app never depends on it: its entry is a plain
 * module script, and where this script does not run (a policy without its hash, an old browser) the
 * page keeps the boot frame until the app draws the first screen.
 *
 * Where a start opens on the login form (/login, or any screen the guard sends to login when no session
 * is stored), it shows the login route pre-rendered at build time in the user's language in place of
 * the boot frame, during parsing, so the form paints before the app's code has arrived. The app then
 * hydrates that markup (src/main.tsx) instead of drawing it again. The user name starts as the page
 * starts it (the tab's draft, else the remembered user, with "remember" ticked), and what is typed
 * into it is the tab's draft at once, as the app would keep it. A submit before the
 * app is up is never sent by the browser: the form is marked, and the login page sends it once it is up.
 *
 * On a signed-in start it asks for the files the app will ask for next (the module's route table, its
 * home's first-reads file and its strings, the data layer, axios, the session check and the queue bar,
 * then on the module's own address its home's page, found in the build by scripts/signedInStart.ts)
 * as module preloads: fetched and compiled now, beside the start-up bundle, instead of each once the code
 * before it has run.
 *
 * No imports: the build replaces START_SCREEN with the storage keys, paths and files the app uses.
 */
declare const START_SCREEN: {
  /** localStorage: the stored session's auth entry, and the language. */
  authKey: string;
  langKey: string;
  rememberedUserKey: string;
  /** sessionStorage: the signed-out user name draft of the login form. */
  userNameDraftKey: string;
  /** The login path and the public paths (lower case, as the route table matches them). */
  loginPath: string;
  publicPaths: string[];
  /** The query parameter of a return from the company's portal (the page shows "checking" then). */
  portalTokenParam: string;
  /** Template ids by language, and of the login screen's styles. */
  formTemplates: Record<string, string>;
  styleTemplate: string;
  /** The root element's attribute that says which language's pre-rendered form it holds. */
  marker: string;
  /**
   * Where the build's files are served, and those a signed-in start asks for: by module, on every start,
   * then its home's page on the module's own address.
   */
  base: string;
  moduleFiles: Record<string, string[]>;
  homeFiles: Record<string, string[]>;
  signedInFiles: string[];
};

(() => {
  const config = START_SCREEN;
  const root = document.getElementById('root');
  const path = location.pathname.toLowerCase().replace(/\/+$/, '') || '/';
  const raw = (storage: () => Storage, key: string): string | null => {
    try {
      return storage().getItem(key);
    } catch {
      return null;
    }
  };
  // Stored as the app stores them: JSON (the language alone as plain text); unreadable counts as none.
  const read = (storage: () => Storage, key: string): unknown => {
    try {
      return JSON.parse(raw(storage, key) ?? 'null');
    } catch {
      return null;
    }
  };
  const signedIn = read(() => localStorage, config.authKey) !== null;
  const opensOnLogin =
    path === config.loginPath
      ? !new URLSearchParams(location.search).has(config.portalTokenParam)
      : !signedIn && !config.publicPaths.includes(path);
  if (signedIn && !opensOnLogin) {
    // The module is the path's first segment (`home` for `/`), as the app's route tables are found.
    const [, module = '', ...rest] = path.split('/');
    const name = module || 'home';
    // The module's own address (`/me`, `/`) opens its home, whose page its route table names first. Last:
    // ahead of the data layer, it held back the first reads (docs/performance.md).
    const home = rest.length === 0 ? (config.homeFiles[name] ?? []) : [];
    for (const file of new Set([...(config.moduleFiles[name] ?? []), ...config.signedInFiles, ...home])) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      // As Vite's own preloads: the same request as the import's, so the import finds it.
      link.crossOrigin = '';
      link.href = config.base + file;
      document.head.appendChild(link);
    }
  }
  if (!root || !opensOnLogin) return;

  const lang = raw(() => localStorage, config.langKey) === 'en-us' ? 'en-us' : 'zh-cn';
  const form = document.getElementById(config.formTemplates[lang] ?? '');
  const style = document.getElementById(config.styleTemplate);
  if (!(form instanceof HTMLTemplateElement) || !(style instanceof HTMLTemplateElement)) return;
  document.head.appendChild(style.content.cloneNode(true));
  root.replaceChildren(form.content.cloneNode(true));
  root.setAttribute(config.marker, lang);
  document.documentElement.lang = lang === 'en-us' ? 'en' : 'zh-CN';

  // The kept values are the fields' defaults: only a change is what the user typed (src/shell/startFrame.ts).
  const remembered = read(() => localStorage, config.rememberedUserKey);
  const draft = read(() => sessionStorage, config.userNameDraftKey);
  const userName = root.querySelector<HTMLInputElement>('input[name=username]');
  if (userName) userName.defaultValue = String(draft || remembered || '');
  const remember = root.querySelector<HTMLInputElement>('input[name=remember]');
  if (remember)
    remember.defaultChecked = remember.checked = typeof remembered === 'string' && remembered !== '';

  // A user name typed here is the tab's draft at once, as the app keeps it: a reload before the app is
  // up starts from it (the app takes over the field's value when it hydrates).
  userName?.addEventListener('input', () => {
    if (!root.hasAttribute(config.marker)) return;
    try {
      if (userName.value) sessionStorage.setItem(config.userNameDraftKey, JSON.stringify(userName.value));
      else sessionStorage.removeItem(config.userNameDraftKey);
    } catch {
      // storage blocked: the field still holds it for the app
    }
  });

  root.addEventListener('submit', (event) => {
    if (!root.hasAttribute(config.marker) || !(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.target.setAttribute('data-sent', '');
  });
})();
