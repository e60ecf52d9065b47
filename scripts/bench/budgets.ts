/**
 * Size budgets of the production bundle: the pure part of `npm run bench`. It takes a description of
 * the build (chunks, what each imports, which source modules each holds, gzipped sizes) and returns
 * the figures and the broken budgets. No file system, no build: tests feed it synthetic graphs.
 */

export const KB = 1024;

/** One emitted JS chunk, as the bundler reports it (rollup/rolldown output, paths relative to the root). */
export interface ChunkInfo {
  /** Output file, e.g. `assets/App-BerU7lKe.js`. */
  file: string;
  /** Source module the chunk was created for (an entry or a dynamic import), if any. */
  facade?: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  /** Chunks loaded together with this one (static imports), as output file names. */
  imports: string[];
  /** Chunks this one may load later (dynamic imports), as output file names. */
  dynamicImports: string[];
  /** CSS files loaded together with this chunk. */
  css: string[];
  /** Source modules bundled into the chunk, relative to the root (`src/...`, `node_modules/...`). */
  modules: string[];
  /** Minified bytes each source module contributes to the chunk, when the bundler reports it. */
  moduleBytes?: Record<string, number>;
}

export interface BuildGraph {
  chunks: ChunkInfo[];
  /** Gzipped size in bytes of every emitted JS and CSS file. */
  gzip: Record<string, number>;
  /** JS and CSS the HTML entry references (module script, modulepreload, stylesheet). */
  htmlAssets: string[];
  /** Every file in the output directory, relative to it. */
  outputFiles: string[];
}

export interface Budgets {
  /** Start-up JS+CSS in bytes (gzip): what every first visit loads before any screen's own code. */
  initial: number;
  /** A module's first screen, in bytes (gzip) of code only that module uses. */
  moduleScreen: number;
}

/**
 * The size budgets CI enforces: start-up (what /login and / load before any screen's own code) at most
 * 145 KB gzip, a module's first screen at most 40 KB of its own. History: 135 KB; 138 when
 * react-transition-group came back (the design card's page transitions); 143 for a while when all 110
 * screens got pages of their own (each lazy page carries its preload list, ~4.7 KB gzip of hashed file
 * names); back to 138 once only login's and home's route tables stayed at start-up and the other
 * modules' tables load on their first navigation (src/app/router.tsx); 145 with issue 27 (the card's
 * libraries with TanStack Query and its persister weigh 130 KB alone; the hydration of the pre-rendered
 * login form and the portal login's state took start-up from 137.8 to 139.3 KB), docs/performance.md;
 * 148 for a while, until the build targeted the browsers the app needs (TanStack Query's private class
 * fields no longer rewritten), the API client left start-up (it loads beside the first screen that
 * calls) and react-i18next's pre-React-18 stand-in went. The libraries at start-up (react-dom,
 * react-router, i18next, TanStack Query's core, react, zustand) are about 128 KB of it; axios is
 * fetched with the first call. 145.5 when a start whose files did not all arrive got its way out (a
 * reload, then a message with a reload button, src/shell/startFailure.tsx: 0.3 KB): it has to be in the
 * start-up bundle, as what it handles is the start's other files failing.
 */
export const BUDGETS: Budgets = { initial: 145.5 * KB, moduleScreen: 40 * KB };

/**
 * Source modules that the entry imports dynamically but unconditionally before the first render
 * (main.tsx starts the mock worker in mock mode only, then always imports the app). They count as
 * start-up code: splitting them off does not make the first screen any faster.
 */
export const BOOT_MODULES = ['src/app/App.tsx'];

/** Libraries that may load only when a screen needs them (gallery, PDF viewers, charts). */
export const LAZY_LIBRARIES = [
  'photoswipe',
  'pdfjs-dist',
  'react-pdf',
  'pdf-lib',
  'pdfobject',
  'chart.js',
  'react-chartjs-2',
  'echarts',
  'echarts-for-react',
  'zrender',
  'recharts',
  'd3',
  'apexcharts',
  'highcharts',
  'plotly.js',
  'victory',
  'uplot',
];

/** What must never reach the production output: the built-in backend and the msw worker. */
export const MOCK_MODULE_PATTERNS = [/^mocks\//, /node_modules\/msw\//, /node_modules\/@mswjs\//];
export const MOCK_FILE_PATTERNS = [/(^|\/)mockServiceWorker\.js$/, /(^|\/)mock-files\//, /(^|\/)mocks?\//];

/** The package a bundled module comes from (`node_modules/@scope/name/...` → `@scope/name`), or undefined. */
export function packageOf(moduleId: string): string | undefined {
  const at = moduleId.lastIndexOf('node_modules/');
  if (at < 0) return undefined;
  const parts = moduleId.slice(at + 'node_modules/'.length).split('/');
  if (!parts[0]) return undefined;
  return parts[0].startsWith('@') && parts[1] ? `${parts[0]}/${parts[1]}` : parts[0];
}

/** The app module a source file belongs to (`src/modules/<name>/...`), or undefined. */
export function appModuleOf(moduleId: string): string | undefined {
  return /^src\/modules\/([^/]+)\//.exec(moduleId)?.[1];
}

function chunkMap(graph: BuildGraph): Map<string, ChunkInfo> {
  return new Map(graph.chunks.map((chunk) => [chunk.file, chunk]));
}

/** A chunk and everything it imports statically (what the browser fetches before it can run it). */
export function staticClosure(graph: BuildGraph, roots: Iterable<string>): Set<string> {
  const byFile = chunkMap(graph);
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const chunk = byFile.get(file);
    if (chunk) stack.push(...chunk.imports);
  }
  return seen;
}

/** JS files plus the CSS they bring. */
function withCss(graph: BuildGraph, files: Set<string>): Set<string> {
  const byFile = chunkMap(graph);
  const all = new Set(files);
  for (const file of files) for (const css of byFile.get(file)?.css ?? []) all.add(css);
  return all;
}

export function sizeOf(graph: BuildGraph, files: Iterable<string>): number {
  let total = 0;
  for (const file of files) total += graph.gzip[file] ?? 0;
  return total;
}

function chunkFor(graph: BuildGraph, sourceModule: string): ChunkInfo | undefined {
  return graph.chunks.find((chunk) => chunk.facade === sourceModule);
}

/** Start-up files: the HTML entry's scripts and styles, their static imports, and the boot modules. */
export function initialFiles(graph: BuildGraph, bootModules: string[] = BOOT_MODULES): Set<string> {
  const roots = graph.htmlAssets.filter((file) => file.endsWith('.js'));
  for (const source of bootModules) {
    const chunk = chunkFor(graph, source);
    if (chunk) roots.push(chunk.file);
  }
  const files = withCss(graph, staticClosure(graph, roots));
  for (const css of graph.htmlAssets.filter((file) => file.endsWith('.css'))) files.add(css);
  return files;
}

export interface ScreenCost {
  /** Source file of the page (`src/modules/dynamics/pages/ListPage.tsx`) or of a shared page. */
  page: string;
  /** Bytes (gzip) only this module uses: the page chunk, the module's strings, their private imports. */
  own: number;
  /** Bytes (gzip) of chunks this screen loads that other modules use too. */
  shared: number;
  ownFiles: string[];
  sharedFiles: string[];
}

export interface ModuleFigures {
  module: string;
  /** The module's strings chunk (src/modules/<m>/i18n.ts), gzip bytes. */
  strings: number;
  /** Every page chunk of the module with its first-screen cost, largest first. */
  screens: ScreenCost[];
  /** Sum of all chunks only this module uses (its whole lazy code). */
  ownTotal: number;
}

export interface LibraryFigures {
  name: string;
  /** Gzip bytes of the chunks holding the library (shared with other code in the same chunk). */
  size: number;
  files: string[];
  inInitial: boolean;
  /** Pages whose first render fetches it (static import chain), i.e. not loaded on demand. */
  loadedWith: string[];
}

export interface Figures {
  initial: { files: string[]; js: number; css: number; total: number };
  modules: ModuleFigures[];
  /** Chunks outside start-up that pages of more than one module load (shared components etc.). */
  sharedChunks: { file: string; size: number; modules: string[] }[];
  libraries: LibraryFigures[];
  mockModules: { file: string; module: string }[];
  mockFiles: string[];
  /** The data layer's files that reach a stylesheet start-up does not hold (there should be none). */
  dataLayerStylesheets: { file: string; css: string[] }[];
}

/**
 * The data layer's start and each module home's first-reads file: Vite's loader holds their `import()`
 * until every stylesheet of the files they reach has loaded, so they must reach none beyond start-up's
 * (scripts/chunks.ts keeps the code with no stylesheet apart from the widgets).
 */
const DATA_LAYER_ENTRY = /^src\/(api\/sessionData\.ts|modules\/[^/]+\/prefetch\.ts)$/;

/** Source modules whose chunk is a page of an app module (or the shell's shared placeholder page). */
function pageSources(graph: BuildGraph): string[] {
  return graph.chunks
    .map((chunk) => chunk.facade)
    .filter((facade): facade is string =>
      Boolean(facade && /^src\/(modules\/[^/]+\/pages|shell)\/.+\.tsx?$/.test(facade)),
    )
    .filter((facade) => !facade.startsWith('src/shell/') || /Page\.tsx?$/.test(facade));
}

/** Which app modules reach each chunk by static imports from their pages and strings. */
function reachers(graph: BuildGraph, initial: Set<string>, pagesByModule: Map<string, string[]>) {
  const reach = new Map<string, Set<string>>();
  for (const [module, roots] of pagesByModule) {
    for (const file of staticClosure(graph, roots)) {
      if (initial.has(file)) continue;
      if (!reach.has(file)) reach.set(file, new Set());
      reach.get(file)!.add(module);
    }
  }
  return reach;
}

/** Page chunks per app module, and the chunk of its strings. */
function modulePages(graph: BuildGraph): Map<string, { pages: string[]; strings?: string }> {
  const result = new Map<string, { pages: string[]; strings?: string }>();
  const entry = (module: string) => {
    if (!result.has(module)) result.set(module, { pages: [] });
    return result.get(module)!;
  };
  for (const source of pageSources(graph)) {
    const module = appModuleOf(source);
    if (module) entry(module).pages.push(source);
  }
  for (const chunk of graph.chunks) {
    const module = chunk.facade && /^src\/modules\/([^/]+)\/i18n\.ts$/.exec(chunk.facade)?.[1];
    if (module) entry(module).strings = chunk.facade;
  }
  return result;
}

export function analyse(graph: BuildGraph, bootModules: string[] = BOOT_MODULES): Figures {
  const initial = initialFiles(graph, bootModules);
  const initialList = [...initial].sort();
  const js = sizeOf(
    graph,
    initialList.filter((file) => file.endsWith('.js')),
  );
  const css = sizeOf(
    graph,
    initialList.filter((file) => file.endsWith('.css')),
  );

  const pages = modulePages(graph);
  const fileOf = (source: string) => chunkFor(graph, source)?.file;
  const rootsByModule = new Map<string, string[]>();
  for (const [module, figures] of pages) {
    const roots = [...figures.pages, ...(figures.strings ? [figures.strings] : [])]
      .map(fileOf)
      .filter((file): file is string => Boolean(file));
    rootsByModule.set(module, roots);
  }
  const reach = reachers(graph, initial, rootsByModule);
  const isOwn = (file: string, module: string) => {
    const who = reach.get(file);
    return who !== undefined && who.size === 1 && who.has(module);
  };

  const modules: ModuleFigures[] = [];
  for (const [module, figures] of [...pages].sort(([a], [b]) => a.localeCompare(b))) {
    const stringsFile = figures.strings ? fileOf(figures.strings) : undefined;
    const screens: ScreenCost[] = figures.pages.map((page) => {
      const roots = [fileOf(page), stringsFile].filter((file): file is string => Boolean(file));
      const files = [...withCss(graph, staticClosure(graph, roots))].filter((file) => !initial.has(file));
      const jsOf = (file: string) => graph.chunks.find((chunk) => chunk.css.includes(file))?.file ?? file;
      const ownFiles = files.filter((file) => isOwn(jsOf(file), module)).sort();
      const sharedFiles = files.filter((file) => !isOwn(jsOf(file), module)).sort();
      return {
        page,
        own: sizeOf(graph, ownFiles),
        shared: sizeOf(graph, sharedFiles),
        ownFiles,
        sharedFiles,
      };
    });
    screens.sort((a, b) => b.own - a.own || a.page.localeCompare(b.page));
    const ownChunks = [...reach].filter(([file]) => isOwn(file, module)).map(([file]) => file);
    modules.push({
      module,
      strings: stringsFile ? sizeOf(graph, [stringsFile]) : 0,
      screens,
      ownTotal: sizeOf(graph, withCss(graph, new Set(ownChunks))),
    });
  }

  const sharedChunks = [...reach]
    .filter(([, who]) => who.size > 1)
    .map(([file, who]) => ({
      file,
      size: sizeOf(graph, withCss(graph, new Set([file]))),
      modules: [...who].sort(),
    }))
    .sort((a, b) => b.size - a.size);

  const libraries = new Map<string, LibraryFigures>();
  for (const chunk of graph.chunks) {
    for (const name of new Set(chunk.modules.map(packageOf))) {
      if (!name || !LAZY_LIBRARIES.includes(name)) continue;
      if (!libraries.has(name))
        libraries.set(name, { name, size: 0, files: [], inInitial: false, loadedWith: [] });
      const library = libraries.get(name)!;
      library.files.push(chunk.file);
      library.size += graph.gzip[chunk.file] ?? 0;
      if (initial.has(chunk.file)) library.inInitial = true;
    }
  }
  for (const library of libraries.values()) {
    for (const [module, figures] of pages) {
      for (const page of figures.pages) {
        const file = fileOf(page);
        if (!file) continue;
        const closure = staticClosure(graph, [file]);
        if (library.files.some((libraryFile) => closure.has(libraryFile)))
          library.loadedWith.push(`${module}: ${page}`);
      }
    }
  }

  const mockModules = graph.chunks.flatMap((chunk) =>
    chunk.modules
      .filter((module) => MOCK_MODULE_PATTERNS.some((pattern) => pattern.test(module)))
      .map((module) => ({ file: chunk.file, module })),
  );
  const mockFiles = graph.outputFiles.filter((file) =>
    MOCK_FILE_PATTERNS.some((pattern) => pattern.test(file)),
  );

  const dataLayerStylesheets = graph.chunks
    .filter((chunk) => chunk.modules.some((module) => DATA_LAYER_ENTRY.test(module)))
    .map((chunk) => ({
      file: chunk.file,
      css: [...withCss(graph, staticClosure(graph, [chunk.file]))].filter(
        (file) => file.endsWith('.css') && !initial.has(file),
      ),
    }))
    .filter((entry) => entry.css.length > 0);

  return {
    initial: { files: initialList, js, css, total: js + css },
    modules,
    sharedChunks,
    libraries: [...libraries.values()].sort((a, b) => a.name.localeCompare(b.name)),
    mockModules,
    mockFiles,
    dataLayerStylesheets,
  };
}

export interface Violation {
  budget: 'initial' | 'module-screen' | 'lazy-library' | 'mock-in-output' | 'data-layer-stylesheet';
  message: string;
}

/**
 * What the given chunks are made of, by package (`src` for the app's own code): minified bytes and a
 * gzip estimate that shares each chunk's gzipped size out in proportion to minified bytes.
 */
export function composition(
  graph: BuildGraph,
  files: Iterable<string>,
): { name: string; raw: number; gzip: number }[] {
  const totals = new Map<string, { raw: number; gzip: number }>();
  for (const file of files) {
    const chunk = graph.chunks.find((candidate) => candidate.file === file);
    if (!chunk?.moduleBytes) continue;
    const chunkRaw = Object.values(chunk.moduleBytes).reduce((sum, bytes) => sum + bytes, 0);
    for (const [module, bytes] of Object.entries(chunk.moduleBytes)) {
      const name = packageOf(module) ?? (module.startsWith('src/') ? `src/${module.split('/')[1]}` : module);
      const entry = totals.get(name) ?? { raw: 0, gzip: 0 };
      entry.raw += bytes;
      entry.gzip += chunkRaw > 0 ? ((graph.gzip[file] ?? 0) * bytes) / chunkRaw : 0;
      totals.set(name, entry);
    }
  }
  return [...totals].map(([name, sizes]) => ({ name, ...sizes })).sort((a, b) => b.gzip - a.gzip);
}

/** `a/b/1.svg, a/b/2.svg, c.js` → `a/b/ (2 files), c.js`. */
export function summariseFiles(files: string[]): string {
  const groups = new Map<string, number>();
  for (const file of files) {
    const dir = file.includes('/') ? `${file.slice(0, file.lastIndexOf('/'))}/` : file;
    groups.set(dir, (groups.get(dir) ?? 0) + 1);
  }
  return [...groups].map(([dir, count]) => (dir.endsWith('/') ? `${dir} (${count} files)` : dir)).join(', ');
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

export function checkBudgets(figures: Figures, budgets: Budgets = BUDGETS): Violation[] {
  const violations: Violation[] = [];
  if (figures.initial.total > budgets.initial)
    violations.push({
      budget: 'initial',
      message: `start-up JS+CSS is ${kb(figures.initial.total)} gzip, budget ${kb(budgets.initial)} (${figures.initial.files.join(', ')})`,
    });
  for (const module of figures.modules)
    for (const screen of module.screens)
      if (screen.own > budgets.moduleScreen)
        violations.push({
          budget: 'module-screen',
          message: `${module.module}: first screen ${screen.page} needs ${kb(screen.own)} gzip of its own, budget ${kb(budgets.moduleScreen)} (${screen.ownFiles.join(', ')})`,
        });
  const sharedFiles = new Set(figures.sharedChunks.map((chunk) => chunk.file));
  for (const library of figures.libraries) {
    if (library.inInitial)
      violations.push({
        budget: 'lazy-library',
        message: `${library.name} is in the start-up bundle (${library.files.join(', ')}); import it where a screen opens it`,
      });
    const inShared = library.files.filter((file) => sharedFiles.has(file));
    if (inShared.length > 0)
      violations.push({
        budget: 'lazy-library',
        message: `${library.name} sits in a chunk that several modules load (${inShared.join(', ')}); import it dynamically where it is used`,
      });
  }
  for (const { file, module } of figures.mockModules)
    violations.push({
      budget: 'mock-in-output',
      message: `mock backend module ${module} is bundled into ${file}`,
    });
  if (figures.mockFiles.length > 0)
    violations.push({
      budget: 'mock-in-output',
      message: `mock files are in the production output: ${summariseFiles(figures.mockFiles)}`,
    });
  for (const { file, css } of figures.dataLayerStylesheets)
    violations.push({
      budget: 'data-layer-stylesheet',
      message: `${file} reaches ${css.join(', ')}: its import() waits for them before the first reads (keep styled code out of its chunks, scripts/chunks.ts)`,
    });
  return violations;
}

/** Budgets from the environment, so a run can be made stricter (BENCH_INITIAL_KB, BENCH_MODULE_KB). */
export function budgetsFromEnv(env: Record<string, string | undefined>): Budgets {
  const read = (name: string, fallback: number) => {
    const value = env[name];
    if (value === undefined || value === '') return fallback;
    const number = Number(value);
    if (!Number.isFinite(number) || number < 0)
      throw new Error(`${name} must be a number of KB, got "${value}"`);
    return number * KB;
  };
  return {
    initial: read('BENCH_INITIAL_KB', BUDGETS.initial),
    moduleScreen: read('BENCH_MODULE_KB', BUDGETS.moduleScreen),
  };
}
