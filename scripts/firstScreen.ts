/**
 * Which built files a first screen needs, read from the bundle Vite hands to `transformIndexHtml`: used by
 * the first screens' preloads (vite.config.ts) and the login frame's styles (scripts/loginFrame.ts).
 */
import type { IndexHtmlTransformContext } from 'vite';
import { resolve } from 'node:path';
import { startPrelude } from './startScript';

export type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;
type OutputChunk = Extract<Bundle[string], { type: 'chunk' }>;

const chunksOf = (bundle: Bundle) =>
  Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');

/**
 * The chunk holding an entry: a source file (alone or in a group of scripts/chunks.ts) by its path, or
 * a library loaded on demand by its package name.
 */
export function chunkOf(bundle: Bundle, entry: string): OutputChunk {
  const chunk = chunksOf(bundle).find((item) =>
    /\.tsx?$/.test(entry)
      ? item.moduleIds.includes(resolve(entry))
      : item.facadeModuleId?.includes(`/node_modules/${entry}/`),
  );
  if (!chunk) throw new Error(`first screen: no chunk for ${entry}`);
  return chunk;
}

/**
 * The files of the entries' chunks and of everything they import, less what start-up already loads:
 * scripts (file names) and the stylesheets those scripts import.
 */
export function firstScreenFiles(bundle: Bundle, entries: string[]): { js: string[]; css: string[] } {
  const chunks = chunksOf(bundle);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const walk = (file: string, into: Set<string>) => {
    if (into.has(file)) return;
    into.add(file);
    for (const next of byFile.get(file)?.imports ?? []) walk(next, into);
  };
  const startUp = new Set<string>();
  for (const chunk of chunks) if (chunk.isEntry) walk(chunk.fileName, startUp);
  const files = new Set<string>();
  for (const entry of entries) walk(chunkOf(bundle, entry).fileName, files);
  const js = [...files].filter((file) => !startUp.has(file));
  const css = js.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
  return { js, css: [...new Set(css)] };
}

/** The first screen's files by the path that shows it (`reads`: src/app/coldStart.ts's chunk). */
export type FirstScreenMap = Record<string, { js: string[]; css: string[]; reads?: string }>;

/** The <template> that holds the app's own script and module preloads until startCodeScript adds them. */
export const APP_CODE_TEMPLATE_ID = 'app-code';

/**
 * The inline script that asks for the app's code: the entry and its module preloads (Vite's tags, kept
 * inert in the APP_CODE_TEMPLATE_ID template), and the chunks and stylesheets of the screen the address
 * will show (login when no session is stored: the path and that check are scripts/startScript.ts's, as
 * in the login frame's script). On a signed-in start it asks at once, and imports src/app/coldStart.ts,
 * which starts the address's first reads as soon as the client's code has run.
 *
 * On a signed-out start the screen is the login form index.html draws itself (scripts/loginFrame.ts), so
 * the code is asked for once that form has painted (the first contentful paint, or 3 s at most, or at
 * once in a hidden tab): the form's HTML does not share the phone's link with 190 KB of code, and on a
 * repeat visit, with the code in the service worker's cache, the browser does not run the code before
 * showing the form. The app is up one frame later than if its code were asked for during parsing; the
 * form takes what the user does meanwhile (src/shell/startFrame.ts).
 */
export function startCodeScript(map: FirstScreenMap): string {
  return [
    '(function(){',
    `var m=${JSON.stringify(map)},d=document,t=d.getElementById('${APP_CODE_TEMPLATE_ID}');`,
    startPrelude(),
    "var s=m[signedIn?path:'/login'];",
    "function add(r,h,a){var l=d.createElement('link');l.rel=r;l.href=h;l.crossOrigin='';if(a)l.as=a;d.head.appendChild(l)}",
    'function load(){if(!t)return;var c=t;t=null;d.head.appendChild(d.importNode(c.content,true));',
    "if(!s)return;s.js.forEach(function(h){add('modulepreload',h)});s.css.forEach(function(h){add('preload',h,'style')})}",
    'if(s&&s.reads)import(s.reads).catch(function(){});',
    "if(signedIn||d.visibilityState==='hidden')return load();",
    'var o=null;try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")>=0){',
    "o=new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();load()}});",
    "o.observe({type:'paint'})}}catch(e){o=null}",
    'if(!o)return load();',
    // A page that has not painted in 3 s (a phone that busy, a browser that reports no paint) gets its
    // code anyway.
    'setTimeout(load,3000)',
    '})();',
  ].join('');
}
