/**
 * The login screen in index.html, before the app's code has arrived (production build).
 *
 * A signed-out start used to show the boot frame until the start-up bundle, the login page's files and
 * its strings had downloaded and run. This plugin renders the login route at build time, in both
 * languages, with the app's own route table and page (src/app/prerender.tsx, through Vite's server-side
 * module loader), and puts the two renderings in index.html as inert <template>s, with the login
 * screen's styles. One small inline script (src/app/startScreen.ts, transpiled and minified here; no
 * imports, its values come from the app's modules through START_SCREEN) shows the one of the user's
 * language in place of the boot frame where the start opens on login. The app then hydrates it
 * (src/main.tsx, `hydrateRoot`): the form on screen is the app's own, not a second login screen.
 *
 * The same script asks, on a signed-in start, for the files that start needs next (scripts/signedInStart.ts).
 *
 * The app never depends on this: its entry is Vite's plain module script, and without the inline script
 * (a policy without its hash) the boot frame stays until the app draws, which asks for its files itself.
 * Not applied when the login URL is the company's portal (VITE_LOGIN_URL: /login forwards there, so a
 * form would only flash).
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { createServer, minify, transformWithOxc, type Plugin, type ResolvedConfig } from 'vite';
import { moduleHomes } from './chunks';
import {
  chunksOf,
  signedInStartFiles,
  startUpFiles,
  staticClosure,
  type Bundle,
  type SignedInStartFiles,
} from './signedInStart';

/** The inline script's source, and the page of the login screen (its stylesheets go inline). */
export const START_SCREEN_SOURCE = 'src/app/startScreen.ts';
const LOGIN_PAGE = 'src/modules/login/pages/LoginPage.tsx';
const LANGS = ['zh-cn', 'en-us'] as const;
export const FORM_TEMPLATE_ID = (lang: string) => `prerendered-login-${lang}`;
export const STYLE_TEMPLATE_ID = 'prerendered-login-style';

/** What src/app/startScreen.ts reads from START_SCREEN (src/app/prerender.tsx `startScreenValues` and the ids). */
export interface StartScreenValues {
  authKey: string;
  langKey: string;
  rememberedUserKey: string;
  userNameDraftKey: string;
  loginPath: string;
  publicPaths: string[];
  portalTokenParam: string;
  marker: string;
}

/** The inline script, built from its .ts source: transpiled, START_SCREEN replaced, minified. */
export async function buildStartScreenScript(
  root: string,
  values: StartScreenValues,
  start: { base: string; files: SignedInStartFiles },
): Promise<string> {
  const source = await readFile(resolve(root, START_SCREEN_SOURCE), 'utf8');
  const config = {
    ...values,
    base: start.base,
    signedInFiles: start.files.always,
    moduleFiles: start.files.byModule,
    homeFiles: start.files.homeScreen,
    formTemplates: Object.fromEntries(LANGS.map((lang) => [lang, FORM_TEMPLATE_ID(lang)])),
    styleTemplate: STYLE_TEMPLATE_ID,
  };
  const { code } = await transformWithOxc(source, START_SCREEN_SOURCE, {
    lang: 'ts',
    target: 'es2020',
    define: { START_SCREEN: JSON.stringify(config) },
  });
  const minified = await minify('startScreen.js', code, { compress: true, mangle: true });
  if (minified.errors.length > 0) throw new Error(`prerender-login: ${minified.errors[0]?.message}`);
  const script = minified.code.trim();
  // Inside <script>…</script> the text must not end the element or open a comment.
  if (/<\/script|<!--/i.test(script)) throw new Error('prerender-login: the script cannot be inlined');
  return script;
}

/** The stylesheets a source file's chunk brings (with everything it imports), less start-up's. */
export function screenStyles(bundle: Bundle, source: string): string[] {
  const page = chunksOf(bundle).find((chunk) => chunk.moduleIds.includes(resolve(source)));
  if (!page) throw new Error(`prerender-login: no chunk holds ${source}`);
  const startUp = startUpFiles(bundle);
  const css = [...staticClosure(bundle, page.fileName)]
    .filter((file) => !startUp.has(file))
    .flatMap((file) => {
      const chunk = bundle[file];
      return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
    });
  return [...new Set(css)];
}

export function prerenderLogin(options: { loginUrl?: string }): Plugin {
  let config: ResolvedConfig;
  /** By module folder, the page of each home crew members open signed in (chunks.ts `moduleHomes`). */
  const homePages: Record<string, string> = {};
  return {
    name: 'prerender-login',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    buildEnd() {
      const loadedBy = (id: string) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? [];
      for (const { module, page, crewHome } of moduleHomes(this.getModuleIds(), loadedBy))
        if (crewHome && page) homePages[module] = page;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        if (/^https?:\/\//i.test(options.loginUrl?.trim() ?? '')) return html;
        const renderer = await createServer({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'error',
          server: { middlewareMode: true, hmr: false, ws: false },
          appType: 'custom',
        });
        const parts: string[] = [];
        let values: StartScreenValues;
        try {
          const prerender = (await renderer.ssrLoadModule('/src/app/prerender.tsx')) as {
            renderLoginScreen: (lang: string) => Promise<string>;
            startScreenValues: () => StartScreenValues;
          };
          for (const lang of LANGS)
            parts.push(
              `<template id="${FORM_TEMPLATE_ID(lang)}">${await prerender.renderLoginScreen(lang)}</template>`,
            );
          values = prerender.startScreenValues();
        } finally {
          await renderer.close();
        }
        const css = screenStyles(bundle, LOGIN_PAGE)
          .map((file) => {
            const asset = bundle[file];
            if (asset?.type !== 'asset') throw new Error(`prerender-login: no stylesheet ${file}`);
            return String(asset.source).trim();
          })
          .join('');
        parts.push(`<template id="${STYLE_TEMPLATE_ID}"><style>${css}</style></template>`);
        const start = { base: config.base, files: signedInStartFiles(bundle, config.root, homePages) };
        parts.push(`<script>${await buildStartScreenScript(config.root, values, start)}</script>`);
        const end = html.indexOf('<noscript>');
        if (end < 0) throw new Error('prerender-login: no <noscript> after the root element in index.html');
        return `${html.slice(0, end)}${parts.join('\n    ')}\n    ${html.slice(end)}`;
      },
    },
  };
}
