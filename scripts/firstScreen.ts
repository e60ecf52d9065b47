/**
 * Which built files a first screen needs, read from the bundle Vite hands to `transformIndexHtml`: used by
 * the first screens' preloads (vite.config.ts) and the login frame's styles (scripts/loginFrame.ts).
 */
import type { IndexHtmlTransformContext } from 'vite';
import { resolve } from 'node:path';

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
