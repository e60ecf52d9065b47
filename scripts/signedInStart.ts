/**
 * The files a signed-in start asks for while index.html is parsed (production build).
 *
 * On a phone's network a file costs a round trip once the code that asks for it has arrived and run. A
 * signed-in first visit used to ask in steps: the start-up bundle ran, then asked for the data layer,
 * axios and the module's route table; the route table ran, then asked for the page and the home's
 * first-reads file; that file ran, then sent the reads (docs/performance.md, "What the figures are made
 * of"). index.html's inline script (src/app/startScreen.ts) now asks for these files as module preloads
 * (fetched and compiled, not run) while the page is parsed, so they follow the start-up bundle on the
 * connection without a wait between, and the app's own imports find them there.
 *
 * Derived from the build, not listed by hand: the modules src/main.tsx imports on every signed-in start
 * (with what they import) and the two its first render imports (their own files), and, per module, its
 * route table, its home's first-reads file (src/shell/routing.tsx `prefetching`) and its strings, each
 * with the files it imports statically; all less the start-up bundle's. Where the address is a module's
 * own (`/me`, `/` for home), its home's page too: the page its route table names first (scripts/chunks.ts
 * `moduleHomes`), which the route table would otherwise ask for only once it has run. On `/prepare`, which
 * sends cabin crew on to their status page, that is the pilots' task list (1.7 KB spent for cabin crew).
 */
import { resolve } from 'node:path';
import type { IndexHtmlTransformContext } from 'vite';

/** The build's output as index.html's transform sees it. */
export type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;
export type OutputChunk = Extract<Bundle[string], { type: 'chunk' }>;

/** What src/main.tsx imports on a signed-in start beside the start-up bundle (its `hasSession()` part). */
const SIGNED_IN_IMPORTS = ['src/api/sessionData.ts', 'src/api/client.ts', 'node_modules/axios/index.js'];
/**
 * What every signed-in start's first render asks for: the stored session's check (app/useSessionRecovery)
 * and the queue bar (shell/Page). In Lighthouse's graphs of `/` they were the last requests before the
 * largest paint. Their own files only: what they import, the page imports too, and asked for here it went
 * ahead of the page's own files on the connection (docs/performance.md).
 */
const FIRST_RENDER_IMPORTS = ['src/modules/login/session.ts', 'src/shell/QueueBar.tsx'];
/**
 * A module's route table, its home's first-reads file and its strings (which every page of the module
 * waits for), by the module's folder; in the order they are asked for.
 */
const MODULE_FIRST_FILES = /[\\/]src[\\/]modules[\\/](\w+)[\\/](routes\.tsx|prefetch\.ts|i18n\.ts)$/;
const MODULE_FILE_ORDER = ['routes.tsx', 'prefetch.ts', 'i18n.ts'];

export interface SignedInStartFiles {
  /** Asked for on every signed-in start, after the module's files. */
  always: string[];
  /**
   * By module folder (the first segment of a path, `home` for `/`): its route table's files first, then
   * its home's first-reads file's, then its strings'; none of `always`.
   */
  byModule: Record<string, string[]>;
  /**
   * By module folder, its home's page and the files that page imports beyond `byModule`'s and `always`'s:
   * asked for, after those, where the address is the module's own.
   */
  homeScreen: Record<string, string[]>;
}

export const chunksOf = (bundle: Bundle) =>
  Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');

/** A chunk's file and every file it imports statically, in import order (added to `into`). */
export function staticClosure(bundle: Bundle, file: string, into = new Set<string>()): Set<string> {
  if (into.has(file)) return into;
  into.add(file);
  const chunk = bundle[file];
  for (const next of chunk?.type === 'chunk' ? chunk.imports : []) staticClosure(bundle, next, into);
  return into;
}

/** Every file the start-up bundle loads: the entries and what they import statically. */
export function startUpFiles(bundle: Bundle): Set<string> {
  const files = new Set<string>();
  for (const chunk of chunksOf(bundle)) if (chunk.isEntry) staticClosure(bundle, chunk.fileName, files);
  return files;
}

/**
 * `homePages`: by module folder, the module id of its home's page (the page its route table names first).
 */
export function signedInStartFiles(
  bundle: Bundle,
  root: string,
  homePages: Record<string, string> = {},
): SignedInStartFiles {
  const chunks = chunksOf(bundle);
  const startUp = startUpFiles(bundle);
  const beyondStartUp = (files: Set<string>) => [...files].filter((file) => !startUp.has(file));

  const fileOf = (source: string) => {
    const chunk = chunks.find((item) => item.moduleIds.includes(resolve(root, source)));
    // A moved or renamed import must fail the build, not leave signed-in starts without their files.
    if (!chunk)
      throw new Error(`signed-in start: no chunk holds ${source} (the app imports it on such a start)`);
    return chunk.fileName;
  };
  const always = new Set<string>();
  for (const source of SIGNED_IN_IMPORTS) staticClosure(bundle, fileOf(source), always);
  for (const source of FIRST_RENDER_IMPORTS) always.add(fileOf(source));

  // Route tables first: a table finds the page, so the sooner it is there, the sooner the page is asked for.
  const firstFiles = chunks
    .flatMap((chunk) =>
      chunk.moduleIds.flatMap((id) => {
        const match = MODULE_FIRST_FILES.exec(id);
        return match
          ? [{ module: match[1]!, rank: MODULE_FILE_ORDER.indexOf(match[2]!), file: chunk.fileName }]
          : [];
      }),
    )
    .sort((a, b) => a.rank - b.rank);
  const byModule: Record<string, Set<string>> = {};
  for (const { module, file } of firstFiles) staticClosure(bundle, file, (byModule[module] ??= new Set()));

  // A file both would name is left to `always`: the script asks for those after the module's.
  const ownFiles = (files: Set<string>, asked = new Set<string>()) =>
    beyondStartUp(files).filter((file) => !always.has(file) && !asked.has(file));
  const nonEmpty = (entries: Array<readonly [string, string[]]>) =>
    Object.fromEntries(entries.filter(([, files]) => files.length > 0));
  return {
    always: beyondStartUp(always),
    byModule: nonEmpty(Object.entries(byModule).map(([module, files]) => [module, ownFiles(files)] as const)),
    homeScreen: nonEmpty(
      Object.entries(homePages).map(([module, page]) => {
        const file = chunks.find((chunk) => chunk.moduleIds.includes(page))?.fileName;
        if (!file) throw new Error(`signed-in start: no chunk holds ${page} (the ${module} module's home)`);
        return [module, ownFiles(staticClosure(bundle, file), byModule[module])] as const;
      }),
    ),
  };
}
