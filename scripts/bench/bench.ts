/**
 * npm run bench: builds the production bundle, prints the gzipped sizes (start-up, each module's
 * screens, shared chunks, lazily loaded libraries) and exits 1 when a size budget is exceeded.
 *
 *   npm run bench                         build into reports/bench/dist and check
 *   BENCH_INITIAL_KB=100 npm run bench    the same with a stricter start-up budget (also BENCH_MODULE_KB)
 *   npm run bench -- --json               also write reports/bench/size.json
 */
import { build, type Plugin } from 'vite';
import { gzipSync } from 'node:zlib';
import { readFileSync, readdirSync, statSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import {
  analyse,
  budgetsFromEnv,
  checkBudgets,
  packageOf,
  composition,
  summariseFiles,
  KB,
  type BuildGraph,
  type ChunkInfo,
  type Figures,
  type Budgets,
  type Violation,
} from './budgets';

const root = resolve(import.meta.dirname, '../..');
export const BENCH_OUT_DIR = resolve(root, process.env.BENCH_OUT_DIR ?? 'reports/bench/dist');

/** Source path relative to the project root, with the bundler's prefixes (\0, ?query) removed. */
function sourcePath(id: string): string {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  const rel = relative(root, clean).split('\\').join('/');
  return rel.startsWith('..') ? clean : rel;
}

/** Collects the chunk graph as the bundler writes it. */
function graphCollector(chunks: ChunkInfo[]): Plugin {
  return {
    name: 'bench-graph-collector',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const meta = (output as { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata;
        chunks.push({
          file: output.fileName,
          facade: output.facadeModuleId ? sourcePath(output.facadeModuleId) : undefined,
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          imports: [...output.imports],
          dynamicImports: [...output.dynamicImports],
          css: [...(meta?.importedCss ?? [])],
          modules: Object.keys(output.modules).map(sourcePath),
          moduleBytes: Object.fromEntries(
            Object.entries(output.modules).map(([id, module]) => [sourcePath(id), module.renderedLength]),
          ),
        });
      }
    },
  };
}

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

/** Scripts, module preloads and stylesheets the built index.html loads. */
export function htmlAssets(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)) found.push(match[1]!);
  for (const match of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = match[0];
    if (!/\brel="(stylesheet|modulepreload)"/.test(tag)) continue;
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href) found.push(href);
  }
  return found.map((url) => url.replace(/^\//, ''));
}

export async function buildAndMeasure(outDir = BENCH_OUT_DIR): Promise<BuildGraph> {
  const chunks: ChunkInfo[] = [];
  await build({
    root,
    configFile: resolve(root, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    plugins: [graphCollector(chunks)],
    build: { outDir, emptyOutDir: true, manifest: true, reportCompressedSize: false },
  });
  const outputFiles = listFiles(outDir)
    .map((file) => relative(outDir, file).split('\\').join('/'))
    .filter((file) => !file.startsWith('.vite/'));
  const gzip: Record<string, number> = {};
  for (const file of outputFiles)
    if (/\.(js|css)$/.test(file))
      gzip[file] = gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
  return {
    chunks,
    gzip,
    htmlAssets: htmlAssets(readFileSync(join(outDir, 'index.html'), 'utf8')),
    outputFiles,
  };
}

const kb = (bytes: number) => (bytes / KB).toFixed(1);
const pad = (text: string, width: number) => text.padEnd(width);
const padLeft = (text: string, width: number) => text.padStart(width);

function table(rows: string[][], header: string[]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? pad(cell, widths[column]!) : padLeft(cell, widths[column]!)))
      .join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

/** What the start-up chunks are made of, by package, for the reader who has to bring them down. */
function startupComposition(graph: BuildGraph, figures: Figures): string[][] {
  return composition(graph, figures.initial.files)
    .filter((part) => part.raw >= 512)
    .map((part) => [part.name, kb(part.gzip), kb(part.raw)]);
}

export function report(graph: BuildGraph, figures: Figures, budgets: Budgets, violations: Violation[]) {
  const out: string[] = [];
  const mark = (ok: boolean) => (ok ? 'ok' : 'OVER');
  out.push('Start-up (what /login and / load before any screen code; gzip KB)');
  out.push(
    table(
      [
        ...figures.initial.files.map((file) => [file, kb(graph.gzip[file] ?? 0)]),
        ['JS', kb(figures.initial.js)],
        ['CSS', kb(figures.initial.css)],
        [
          `total (budget ${kb(budgets.initial)}) ${mark(figures.initial.total <= budgets.initial)}`,
          kb(figures.initial.total),
        ],
      ],
      ['file', 'gzip KB'],
    ),
  );
  out.push('');
  out.push(table(startupComposition(graph, figures), ['start-up JS by package', '~gzip KB', 'rendered KB']));
  out.push('');
  out.push(
    `Modules: first screen = page + module strings + imports only that module uses (budget ${kb(budgets.moduleScreen)} KB gzip)`,
  );
  const moduleRows: string[][] = [];
  for (const module of figures.modules) {
    for (const screen of module.screens)
      moduleRows.push([
        module.module,
        screen.page.replace(/^src\//, ''),
        kb(screen.own),
        kb(screen.shared),
        mark(screen.own <= budgets.moduleScreen),
      ]);
    moduleRows.push([
      module.module,
      `(all code of its own; strings ${kb(module.strings)})`,
      kb(module.ownTotal),
      '',
      '',
    ]);
  }
  out.push(table(moduleRows, ['module', 'screen', 'own KB', '+shared KB', 'budget']));
  out.push('');
  if (figures.sharedChunks.length > 0) {
    out.push('Chunks shared by several modules (loaded on demand, counted once)');
    out.push(
      table(
        figures.sharedChunks.map((chunk) => [chunk.file, kb(chunk.size), chunk.modules.join(' ')]),
        ['chunk', 'gzip KB', 'used by'],
      ),
    );
    out.push('');
  }
  const lazyRows = graph.chunks
    .filter((chunk) => !figures.initial.files.includes(chunk.file))
    .map((chunk) => {
      const packages = [...new Set(chunk.modules.map(packageOf).filter(Boolean))] as string[];
      return { chunk, packages };
    })
    .filter(({ packages }) => packages.length > 0)
    .map(({ chunk, packages }) => [chunk.file, kb(graph.gzip[chunk.file] ?? 0), packages.join(' ')]);
  out.push('Lazily loaded chunks holding libraries');
  out.push(lazyRows.length > 0 ? table(lazyRows, ['chunk', 'gzip KB', 'packages']) : '(none)');
  for (const library of figures.libraries)
    out.push(
      `  ${library.name}: ${library.inInitial ? 'IN START-UP' : 'lazy'}; ${library.loadedWith.length > 0 ? `fetched with ${library.loadedWith.join(', ')}` : 'fetched on demand only'}`,
    );
  out.push('');
  out.push(
    `Mock backend in output: ${figures.mockModules.length + figures.mockFiles.length === 0 ? 'none' : [...figures.mockModules.map((m) => m.module), summariseFiles(figures.mockFiles)].filter(Boolean).join(', ')}`,
  );
  out.push('');
  if (violations.length === 0) out.push('All size budgets pass.');
  else {
    out.push(`${violations.length} budget(s) exceeded:`);
    for (const violation of violations) out.push(`  [${violation.budget}] ${violation.message}`);
  }
  return out.join('\n');
}

async function main() {
  const budgets = budgetsFromEnv(process.env);
  const started = Date.now();
  const graph = await buildAndMeasure();
  const figures = analyse(graph);
  const violations = checkBudgets(figures, budgets);
  console.log(report(graph, figures, budgets, violations));
  console.log(
    `(built and measured in ${((Date.now() - started) / 1000).toFixed(1)} s; output in ${relative(root, BENCH_OUT_DIR)})`,
  );
  if (process.argv.includes('--json')) {
    mkdirSync(resolve(root, 'reports/bench'), { recursive: true });
    writeFileSync(
      resolve(root, 'reports/bench/size.json'),
      JSON.stringify({ budgets, figures, violations }, null, 2),
    );
  }
  process.exitCode = violations.length > 0 ? 1 : 0;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 2;
  });
}
