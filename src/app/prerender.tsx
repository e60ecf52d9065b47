import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { initI18n, i18n, type Lang } from '@/i18n';
import { forgetStartFrame, presetStartFrame } from '@/shell/startFrame';
import { routes } from './router';

/**
 * The login screen as HTML, rendered at build time (scripts/prerender.ts, through Vite's server-side
 * module loader) so that index.html can show a signed-out visitor the form before the app's code has
 * arrived. It is the app's own route table and page, rendered for /login in one language: the same
 * markup and classes React draws a moment later, which then takes its place (main.tsx).
 */
export async function renderLoginFrame(lang: Lang): Promise<string> {
  initI18n(lang);
  await i18n.changeLanguage(lang);
  const handler = createStaticHandler(routes);
  // The lazy page and its module's strings load as part of the query, as in the browser.
  const context = await handler.query(new Request('http://localhost/login'));
  if (context instanceof Response) throw new Error(`prerender: /login answered ${context.status}`);
  if (context.errors) throw new Error(`prerender: /login failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // As for a remembered user ("remember" ticked, its hint below it), so that the submit button is where
  // the page draws it; the frame's script removes the hint when nobody is remembered. The user name
  // stays empty: the script fills in the stored one.
  presetStartFrame({ fields: { remember: 'true' } });
  try {
    return renderToString(
      <StrictMode>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </StrictMode>,
    );
  } finally {
    forgetStartFrame();
  }
}
