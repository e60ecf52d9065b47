import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { initI18n, i18n, LANG_KEY, type Lang } from '@/i18n';
import { STORAGE_KEYS } from '@/lib/storage';
import { draftKey, LOGIN_USER_NAME, SIGNED_OUT } from '@/lib/drafts';
import { paths, PUBLIC_PATHS } from '@/lib/paths';
import { PRERENDERED_ATTRIBUTE } from '@/shell/startFrame';
import { SSO_TOKEN_PARAM } from '@/modules/login/portal';
import { routes } from './router';

/**
 * The login screen as HTML, rendered at build time (scripts/prerenderLogin.ts, through Vite's
 * server-side module loader) so that index.html can show a signed-out visitor the form before the app's
 * code has arrived. It is the app's own route table and page, rendered for /login in one language, as
 * a visitor with nothing stored sees it: the markup React hydrates a moment later (main.tsx).
 */
export async function renderLoginScreen(lang: Lang): Promise<string> {
  initI18n(lang);
  await i18n.changeLanguage(lang);
  const handler = createStaticHandler(routes);
  // The lazy page and its module's strings load as part of the query, as in the browser.
  const context = await handler.query(new Request(`http://localhost${paths.login.home}`));
  if (context instanceof Response) throw new Error(`prerender: /login answered ${context.status}`);
  if (context.errors) throw new Error(`prerender: /login failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
}

/**
 * What index.html's inline script (src/app/startScreen.ts) needs to decide as the app does, taken from
 * the app's own modules: the storage keys, the login and public paths, the portal's token parameter.
 */
export function startScreenValues() {
  return {
    authKey: STORAGE_KEYS.auth,
    langKey: LANG_KEY,
    rememberedUserKey: STORAGE_KEYS.rememberedUser,
    userNameDraftKey: draftKey(SIGNED_OUT, LOGIN_USER_NAME),
    loginPath: paths.login.home.toLowerCase(),
    publicPaths: PUBLIC_PATHS,
    portalTokenParam: SSO_TOKEN_PARAM,
    marker: PRERENDERED_ATTRIBUTE,
  };
}
