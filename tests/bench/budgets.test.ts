import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  analyse,
  budgetsFromEnv,
  checkBudgets,
  composition,
  BUDGETS,
  initialFiles,
  KB,
  packageOf,
  summariseFiles,
  type BuildGraph,
  type ChunkInfo,
} from '../../scripts/bench/budgets';
import { htmlAssets } from '../../scripts/bench/bench';

const chunk = (file: string, extra: Partial<ChunkInfo> = {}): ChunkInfo => ({
  file,
  isEntry: false,
  isDynamicEntry: false,
  imports: [],
  dynamicImports: [],
  css: [],
  modules: [],
  ...extra,
});

/**
 * A build shaped like the app's: an HTML entry, the boot chunk (App) imported dynamically, two
 * modules with a page and strings each, one shared components chunk, and a lazily imported gallery.
 */
function appGraph(sizes: Partial<Record<string, number>> = {}): BuildGraph {
  const chunks = [
    chunk('assets/index.js', {
      facade: 'index.html',
      isEntry: true,
      imports: ['assets/vendor.js'],
      dynamicImports: ['assets/App.js'],
      css: ['assets/index.css'],
      modules: ['src/main.tsx', 'node_modules/react-dom/index.js'],
    }),
    chunk('assets/vendor.js', { modules: ['node_modules/react/index.js'] }),
    chunk('assets/App.js', {
      facade: 'src/app/App.tsx',
      isDynamicEntry: true,
      imports: ['assets/index.js'],
      dynamicImports: ['assets/ListPage.js', 'assets/dyn-i18n.js', 'assets/MePage.js', 'assets/me-i18n.js'],
      css: ['assets/App.css'],
      modules: ['src/app/App.tsx', 'node_modules/react-router/index.js'],
    }),
    chunk('assets/ListPage.js', {
      facade: 'src/modules/dynamics/pages/ListPage.tsx',
      isDynamicEntry: true,
      imports: ['assets/index.js', 'assets/components.js', 'assets/dyn-helpers.js'],
      dynamicImports: ['assets/photoswipe.js'],
      css: ['assets/ListPage.css'],
      modules: ['src/modules/dynamics/pages/ListPage.tsx'],
    }),
    chunk('assets/dyn-helpers.js', { modules: ['src/modules/dynamics/components/FlightRow.tsx'] }),
    chunk('assets/dyn-i18n.js', {
      facade: 'src/modules/dynamics/i18n.ts',
      isDynamicEntry: true,
      modules: ['src/modules/dynamics/i18n.ts'],
    }),
    chunk('assets/MePage.js', {
      facade: 'src/modules/me/pages/MePage.tsx',
      isDynamicEntry: true,
      imports: ['assets/components.js'],
      modules: ['src/modules/me/pages/MePage.tsx'],
    }),
    chunk('assets/me-i18n.js', { facade: 'src/modules/me/i18n.ts', isDynamicEntry: true }),
    chunk('assets/components.js', { modules: ['src/components/Table/Table.tsx'] }),
    chunk('assets/photoswipe.js', {
      facade: 'node_modules/photoswipe/dist/photoswipe.esm.js',
      isDynamicEntry: true,
      modules: ['node_modules/photoswipe/dist/photoswipe.esm.js'],
    }),
  ];
  const gzip: Record<string, number> = {
    'assets/index.js': 60 * KB,
    'assets/vendor.js': 10 * KB,
    'assets/index.css': 1 * KB,
    'assets/App.js': 50 * KB,
    'assets/App.css': 2 * KB,
    'assets/ListPage.js': 12 * KB,
    'assets/ListPage.css': 1 * KB,
    'assets/dyn-helpers.js': 3 * KB,
    'assets/dyn-i18n.js': 2 * KB,
    'assets/MePage.js': 8 * KB,
    'assets/me-i18n.js': 1 * KB,
    'assets/components.js': 6 * KB,
    'assets/photoswipe.js': 20 * KB,
  };
  for (const [file, size] of Object.entries(sizes)) if (size !== undefined) gzip[file] = size;
  return {
    chunks,
    gzip,
    htmlAssets: ['assets/index.js', 'assets/index.css'],
    outputFiles: [...Object.keys(gzip), 'index.html', 'icon.svg'],
  };
}

describe('size figures', () => {
  it('counts the HTML entry, its static imports, the boot chunk and their CSS as start-up', () => {
    const graph = appGraph();
    expect([...initialFiles(graph)].sort()).toEqual([
      'assets/App.css',
      'assets/App.js',
      'assets/index.css',
      'assets/index.js',
      'assets/vendor.js',
    ]);
    const figures = analyse(graph);
    expect(figures.initial.js).toBe(120 * KB);
    expect(figures.initial.css).toBe(3 * KB);
    expect(figures.initial.total).toBe(123 * KB);
  });

  it('leaves a boot module out of start-up when it is not named as one', () => {
    expect(analyse(appGraph(), []).initial.total).toBe(71 * KB);
  });

  it("charges a module's screen with its page, strings, CSS and private imports, not shared or lazy chunks", () => {
    const figures = analyse(appGraph());
    const dynamics = figures.modules.find((module) => module.module === 'dynamics')!;
    expect(dynamics.screens).toHaveLength(1);
    const [list] = dynamics.screens;
    expect(list!.page).toBe('src/modules/dynamics/pages/ListPage.tsx');
    expect(list!.ownFiles).toEqual([
      'assets/ListPage.css',
      'assets/ListPage.js',
      'assets/dyn-helpers.js',
      'assets/dyn-i18n.js',
    ]);
    expect(list!.own).toBe((12 + 1 + 3 + 2) * KB);
    expect(list!.sharedFiles).toEqual(['assets/components.js']);
    expect(list!.shared).toBe(6 * KB);
    expect(figures.sharedChunks).toEqual([
      { file: 'assets/components.js', size: 6 * KB, modules: ['dynamics', 'me'] },
    ]);
  });

  it('finds lazily loaded libraries and who fetches them', () => {
    const figures = analyse(appGraph());
    expect(figures.libraries).toEqual([
      {
        name: 'photoswipe',
        size: 20 * KB,
        files: ['assets/photoswipe.js'],
        inInitial: false,
        loadedWith: [],
      },
    ]);
  });

  it('reads packages from module paths', () => {
    expect(packageOf('node_modules/react-dom/cjs/react-dom.production.js')).toBe('react-dom');
    expect(packageOf('node_modules/@remix-run/router/dist/router.js')).toBe('@remix-run/router');
    expect(packageOf('node_modules/.pnpm/a@1/node_modules/photoswipe/x.js')).toBe('photoswipe');
    expect(packageOf('src/main.tsx')).toBeUndefined();
  });

  it('shares a chunk out by package in proportion to rendered bytes', () => {
    const graph = appGraph();
    graph.chunks[0]!.moduleBytes = { 'src/main.tsx': 1000, 'node_modules/react-dom/index.js': 3000 };
    expect(composition(graph, ['assets/index.js'])).toEqual([
      { name: 'react-dom', raw: 3000, gzip: 45 * KB },
      { name: 'src/main.tsx', raw: 1000, gzip: 15 * KB },
    ]);
  });

  it('reads the scripts, preloads and stylesheets of the built index.html', () => {
    const html = `<head><script type="module" crossorigin src="/assets/index-A.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/vendor-B.js">
      <link rel="stylesheet" crossorigin href="/assets/index-C.css">
      <link rel="icon" href="/icon.svg"><link rel="manifest" href="/manifest.webmanifest"></head>`;
    expect(htmlAssets(html)).toEqual(['assets/index-A.js', 'assets/vendor-B.js', 'assets/index-C.css']);
  });
});

describe('budget check', () => {
  it('passes a build within every budget', () => {
    expect(checkBudgets(analyse(appGraph()), BUDGETS)).toEqual([]);
  });

  it('fails when start-up goes over its budget', () => {
    const violations = checkBudgets(analyse(appGraph({ 'assets/App.js': 73 * KB })), BUDGETS);
    expect(violations).toHaveLength(1);
    expect(violations[0]!.budget).toBe('initial');
    expect(violations[0]!.message).toContain('146.0 KB gzip, budget 145.5 KB');
  });

  it('holds start-up to exactly the budget, not a byte more', () => {
    const exactly = appGraph({ 'assets/App.js': 72.5 * KB });
    expect(checkBudgets(analyse(exactly), BUDGETS)).toEqual([]);
    const oneOver = appGraph({ 'assets/App.js': 72.5 * KB + 1 });
    expect(checkBudgets(analyse(oneOver), BUDGETS).map((violation) => violation.budget)).toEqual(['initial']);
  });

  it("fails when a module's first screen needs more than 40 KB of its own", () => {
    const violations = checkBudgets(analyse(appGraph({ 'assets/dyn-helpers.js': 30 * KB })), BUDGETS);
    expect(violations).toHaveLength(1);
    expect(violations[0]!.budget).toBe('module-screen');
    expect(violations[0]!.message).toContain(
      'dynamics: first screen src/modules/dynamics/pages/ListPage.tsx',
    );
  });

  it('does not charge a module for a large shared chunk', () => {
    expect(checkBudgets(analyse(appGraph({ 'assets/components.js': 45 * KB })), BUDGETS)).toEqual([]);
  });

  it('fails when a gallery, PDF or chart library is in the start-up bundle', () => {
    const graph = appGraph();
    graph.chunks[1]!.modules.push('node_modules/chart.js/dist/chart.js');
    const violations = checkBudgets(analyse(graph), BUDGETS);
    expect(violations.map((violation) => violation.budget)).toEqual(['lazy-library']);
    expect(violations[0]!.message).toContain('chart.js is in the start-up bundle');
  });

  it('fails when such a library sits in a chunk every module loads', () => {
    const graph = appGraph();
    graph.chunks.find((c) => c.file === 'assets/components.js')!.modules.push('node_modules/photoswipe/x.js');
    const violations = checkBudgets(analyse(graph), BUDGETS);
    expect(violations.map((violation) => violation.budget)).toEqual(['lazy-library']);
    expect(violations[0]!.message).toContain('photoswipe sits in a chunk that several modules load');
  });

  it('fails when the mock backend or the msw worker reaches the output', () => {
    const graph = appGraph();
    graph.chunks[2]!.modules.push('mocks/handlers/auth.ts', 'node_modules/msw/lib/core/index.mjs');
    graph.outputFiles.push('mockServiceWorker.js', 'mock-files/posters/a.svg', 'mock-files/posters/b.svg');
    const violations = checkBudgets(analyse(graph), BUDGETS);
    expect(violations.map((violation) => violation.message)).toEqual([
      'mock backend module mocks/handlers/auth.ts is bundled into assets/App.js',
      'mock backend module node_modules/msw/lib/core/index.mjs is bundled into assets/App.js',
      'mock files are in the production output: mockServiceWorker.js, mock-files/posters/ (2 files)',
    ]);
  });

  it('fails when the data layer or a first-reads file reaches a stylesheet start-up does not hold', () => {
    const graph = appGraph();
    graph.chunks.push(
      chunk('assets/prefetch.js', {
        facade: 'src/modules/me/prefetch.ts',
        isDynamicEntry: true,
        imports: ['assets/index.js', 'assets/data.js'],
        modules: ['src/modules/me/prefetch.ts'],
      }),
      chunk('assets/data.js', { modules: ['src/api/me.ts'] }),
    );
    graph.gzip['assets/prefetch.js'] = 1 * KB;
    graph.gzip['assets/data.js'] = 4 * KB;
    // Start-up's stylesheet (index.css, through index.js) is loaded already: nothing to wait for.
    expect(checkBudgets(analyse(graph), BUDGETS)).toEqual([]);
    graph.chunks.find((item) => item.file === 'assets/data.js')!.css = ['assets/data.css'];
    const violations = checkBudgets(analyse(graph), BUDGETS);
    expect(violations.map((violation) => violation.budget)).toEqual(['data-layer-stylesheet']);
    expect(violations[0]!.message).toContain('assets/prefetch.js reaches assets/data.css');
  });

  it('summarises many files by folder', () => {
    expect(summariseFiles(['a/b/1.svg', 'a/b/2.svg', 'c.js'])).toBe('a/b/ (2 files), c.js');
  });

  it('takes stricter budgets from the environment and rejects nonsense', () => {
    expect(budgetsFromEnv({})).toEqual(BUDGETS);
    expect(budgetsFromEnv({ BENCH_INITIAL_KB: '100', BENCH_MODULE_KB: '10' })).toEqual({
      initial: 100 * KB,
      moduleScreen: 10 * KB,
    });
    expect(() => budgetsFromEnv({ BENCH_INITIAL_KB: 'lots' })).toThrow(/BENCH_INITIAL_KB/);
    expect(checkBudgets(analyse(appGraph()), budgetsFromEnv({ BENCH_INITIAL_KB: '100' }))[0]!.budget).toBe(
      'initial',
    );
  });
});

describe('npm run bench on the real build', () => {
  it('exits 1 and names the budget when start-up exceeds a lowered budget', () => {
    const outDir = mkdtempSync(join(tmpdir(), 'bench-'));
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench/bench.ts'], {
        encoding: 'utf8',
        env: { ...process.env, BENCH_INITIAL_KB: '10', BENCH_OUT_DIR: outDir },
        // A whole production build (with the service worker): on a busy 2-core machine it takes minutes.
        timeout: 180_000,
      });
      expect(run.stdout).toContain('Start-up (what /login and / load');
      expect(run.stdout).toMatch(/\[initial\] start-up JS\+CSS is [\d.]+ KB gzip, budget 10\.0 KB/);
      expect(run.status).toBe(1);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  }, 200_000);
});
