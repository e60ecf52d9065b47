/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside every hashed script and stylesheet of
 * the production build, which nginx sends as they are (`brotli_static`, `gzip_static`,
 * deploy/nginx/crew-app). Compressing on the fly, nginx uses a quality it can afford per answer
 * (brotli 5): the files a module home loads before its first screen were about 9 % larger that way, and on
 * a phone's slow link every kilobyte is time before that screen (docs/performance.md). The hashed files
 * never change, so each is compressed once, at build time. index.html and the answers of the backend are
 * still compressed by nginx as they go out.
 */
import { brotliCompress, constants, gzip } from 'node:zlib';
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The build's hashed text files; pictures are compressed already and small files gain nothing. */
const COMPRESSED = /^assets\/.+\.(?:js|mjs|css|svg)$/;
const MIN_BYTES = 256;

/** The brotli and gzip copies of one file, each written only where it is smaller than the file. */
async function compressedCopies(source: Uint8Array): Promise<{ br?: Buffer; gz?: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
      },
    }),
    gzipped(source, { level: 9 }),
  ]);
  return {
    ...(br.byteLength < source.byteLength ? { br } : {}),
    ...(gz.byteLength < source.byteLength ? { gz } : {}),
  };
}

/** Writes the copies of those of a build's files (path in the output folder, content) that gain from them. */
export async function writeCompressedCopies(
  outDir: string,
  files: Array<[fileName: string, content: string | Uint8Array]>,
): Promise<void> {
  await Promise.all(
    files.map(async ([fileName, content]) => {
      const bytes = typeof content === 'string' ? Buffer.from(content) : content;
      if (!COMPRESSED.test(fileName) || bytes.byteLength < MIN_BYTES) return;
      const { br, gz } = await compressedCopies(bytes);
      const path = resolve(outDir, fileName);
      await Promise.all([
        br ? writeFile(`${path}.br`, br) : undefined,
        gz ? writeFile(`${path}.gz`, gz) : undefined,
      ]);
    }),
  );
}

/** The production build's plugin (not the mock build the browser tests serve with `vite preview`). */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: (_config, env) => env.command === 'build' && env.mode !== 'mock',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      await writeCompressedCopies(
        outDir,
        Object.values(bundle).map((file) => [file.fileName, file.type === 'chunk' ? file.code : file.source]),
      );
    },
  };
}
