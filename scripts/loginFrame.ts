/**
 * The login screen drawn from index.html, before the app's code has arrived (production build).
 *
 * A signed-out first visit used to show the boot frame until the start-up bundle, the login page's files
 * and its strings had downloaded and run: on a phone's network the form came ≈ 1.3 s after the page.
 * This plugin renders the login route at build time, in both languages, with the app's own components
 * (src/app/prerender.tsx, through Vite's server-side module loader) and puts the two renderings in
 * index.html as inert <template>s, with the login screen's styles. A small inline script after them
 * shows the one of the user's language in place of the boot frame, during parsing; React draws the same
 * markup a moment later and takes its place, carrying over what was typed (src/shell/startFrame.ts).
 *
 * It applies where the signed-out start would show the login form: /login itself, or any address the
 * guard sends to login when no session is stored; never on the other public screens, with an SSO token
 * to exchange, or when the login URL is the company's portal (VITE_LOGIN_URL: /login forwards there).
 */
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import { firstScreenFiles } from './firstScreen';
import { jsString, startPrelude } from './startScript';
import { STORAGE_KEYS } from '../src/lib/storage';
import { draftKey, LOGIN_USER_NAME, SIGNED_OUT } from '../src/lib/drafts';

/** Source files whose chunks the login screen needs (its stylesheets are what the frame waits for). */
const LOGIN_SCREEN = ['src/modules/login/pages/LoginPage.tsx', 'src/modules/login/i18n.ts'];
const LANGS = ['zh-cn', 'en-us'] as const;
export const FRAME_TEMPLATE_ID = (lang: string) => `login-frame-${lang}`;
export const FRAME_STYLE_ID = 'login-frame-style';

/**
 * The inline script that shows the frame. It runs while the page is parsed (the templates are above
 * it), so the frame is drawn with the page's first paint, not after the module scripts. The login
 * screen's styles come with it (a template of their own, inlined: a stylesheet to download would hold
 * the frame back a round trip). React's first render replaces the root's content, frame and styles,
 * once the login page's own stylesheets are in.
 *
 * The user name starts as the page would start it (the tab's draft, else the remembered user, with
 * "remember" ticked and its hint shown; the frame is rendered with the hint, src/app/prerender.tsx, and
 * loses it as the page would). Until then the frame takes what a user does: typing (read by
 * src/shell/startFrame.ts; the user name also kept as the page keeps it, a draft of the tab), a tap on "remember" (its hint comes and goes as on the page), a tap on a tab
 * (the tab is marked chosen; the page opens on it), a tap on the language switch (the frame is drawn
 * again in that language, the choice stored as the app stores it), and a tap on the submit button (the
 * form is marked sent; the page sends it once it is up). Nothing is sent by the browser itself.
 * The storage keys are the app's own (src/lib/storage.ts, src/lib/drafts.ts).
 */
export function frameScript(): string {
  const lang = jsString(STORAGE_KEYS.lang);
  return [
    '(function(){',
    "var d=document,r=d.getElementById('root');",
    startPrelude(),
    "var lang='zh-cn',kept='',remembered='',h,hp,hn;",
    `try{lang=localStorage.getItem(${lang})==='en-us'?'en-us':'zh-cn'}catch(e){}`,
    // The user name the page starts with (useKeptText: the tab's draft, else the remembered user).
    `try{remembered=JSON.parse(localStorage.getItem(${jsString(STORAGE_KEYS.rememberedUser)})||'""')||'';` +
      `kept=JSON.parse(sessionStorage.getItem(${jsString(draftKey(SIGNED_OUT, LOGIN_USER_NAME))})||'""')||remembered}catch(e){}`,
    // Only where the app would open on the login form.
    "if(/[?&]ssoToken=/.test(location.search)||/^\\/(login\\/|basecomponents?(\\/|$))/.test(path)||(signedIn&&path!=='/login'))return;",
    `var c=d.getElementById('${FRAME_STYLE_ID}');if(!c||!r)return;`,
    // The hint under "remember" (the box's description) is there while the box is ticked, as on the page.
    'function hint(m){if(!h)return;',
    "if(m.checked){hp.insertBefore(h,hn);m.setAttribute('aria-describedby',h.id)}",
    "else{h.remove();m.removeAttribute('aria-describedby')}}",
    'function show(l){',
    `var t=d.getElementById('${FRAME_TEMPLATE_ID('')}'+l);if(!t)return false;`,
    "var u=r.querySelector('input[name=username]'),typed=u?u.value:kept;",
    "var m=r.querySelector('input[name=remember]'),ticked=m?m.checked:!!remembered;",
    'r.replaceChildren(c.content.cloneNode(true),t.content.cloneNode(true));',
    // Kept values are the fields' defaults: only what differs from them counts as typed (startFrame.ts).
    "u=r.querySelector('input[name=username]');if(u){u.defaultValue=kept;u.value=typed}",
    "m=r.querySelector('input[name=remember]');h=null;",
    "if(m){h=d.getElementById(m.getAttribute('aria-describedby')||'');if(h){hp=h.parentNode;hn=h.nextSibling}",
    'm.defaultChecked=!!remembered;m.checked=ticked;hint(m)}',
    "r.setAttribute('data-frame','login');d.documentElement.lang=l==='en-us'?'en':'zh-CN';return true}",
    'if(!show(lang))return;',
    "r.addEventListener('submit',function(e){e.preventDefault();if(r.hasAttribute('data-frame'))e.target.setAttribute('data-sent','')});",
    "r.addEventListener('change',function(e){if(r.hasAttribute('data-frame')&&e.target.name==='remember')hint(e.target)});",
    // The user name typed here is a draft at once, as the page keeps it: a reload before the app is up
    // (a slow phone, a tap on the browser's reload) finds it again.
    "r.addEventListener('input',function(e){if(!r.hasAttribute('data-frame')||e.target.name!=='username')return;",
    `try{var k=${jsString(draftKey(SIGNED_OUT, LOGIN_USER_NAME))};`,
    'if(e.target.value)sessionStorage.setItem(k,JSON.stringify(e.target.value));else sessionStorage.removeItem(k)}catch(x){}});',
    "r.addEventListener('click',function(e){",
    "if(!r.hasAttribute('data-frame'))return;",
    "var b=e.target.closest&&e.target.closest('button[role=tab],button[lang]');if(!b)return;",
    "if(b.getAttribute('role')==='tab'){r.querySelectorAll('[role=tab]').forEach(function(x){x.setAttribute('aria-selected',String(x===b))});return}",
    "var l=b.getAttribute('lang')==='en'?'en-us':'zh-cn';",
    `try{localStorage.setItem(${lang},l)}catch(e){}show(l)});`,
    '})();',
  ].join('');
}

export function loginFrame(options: { loginUrl?: string }): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'login-frame',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        // A portal login: /login forwards at once, so a form would only flash.
        if (/^https?:\/\//i.test(options.loginUrl?.trim() ?? '')) return html;
        const renderer = await createServer({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'error',
          server: { middlewareMode: true, hmr: false, ws: false },
          appType: 'custom',
        });
        const frames: string[] = [];
        try {
          const { renderLoginFrame } = (await renderer.ssrLoadModule('/src/app/prerender.tsx')) as {
            renderLoginFrame: (lang: string) => Promise<string>;
          };
          for (const lang of LANGS)
            frames.push(
              `<template id="${FRAME_TEMPLATE_ID(lang)}">${await renderLoginFrame(lang)}</template>`,
            );
        } finally {
          await renderer.close();
        }
        const css = firstScreenFiles(bundle, LOGIN_SCREEN)
          .css.map((file) => {
            const asset = bundle[file];
            if (asset?.type !== 'asset') throw new Error(`login-frame: no stylesheet ${file}`);
            return String(asset.source).trim();
          })
          .join('');
        frames.push(`<template id="${FRAME_STYLE_ID}"><style>${css}</style></template>`);
        const script = `<script>${frameScript()}</script>`;
        const end = html.indexOf('<noscript>');
        if (end < 0) throw new Error('login-frame: no <noscript> after the root element in index.html');
        return `${html.slice(0, end)}${frames.join('\n    ')}\n    ${script}\n    ${html.slice(end)}`;
      },
    },
  };
}
