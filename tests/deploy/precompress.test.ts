import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompress, writeCompressedCopies } from '../../scripts/precompress';

let outDir = '';
beforeEach(() => {
  outDir = mkdtempSync(join(tmpdir(), 'crew-precompress-'));
  mkdirSync(join(outDir, 'assets'));
});
afterEach(() => rmSync(outDir, { recursive: true, force: true }));

const build = (files: Record<string, string>) => writeCompressedCopies(outDir, Object.entries(files));

describe('the build’s compressed copies (scripts/precompress.ts)', () => {
  it('writes a brotli and a gzip copy of each hashed script and stylesheet, each decoding to the file', async () => {
    const script = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `row ${i}`))};`;
    const style = `.row{display:flex}${'.cell{padding:4px}'.repeat(40)}`;
    await build({ 'assets/page-a1.js': script, 'assets/page-a1.css': style });
    expect(brotliDecompressSync(readFileSync(join(outDir, 'assets/page-a1.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(outDir, 'assets/page-a1.js.gz'))).toString()).toBe(script);
    expect(brotliDecompressSync(readFileSync(join(outDir, 'assets/page-a1.css.br'))).toString()).toBe(style);
    expect(readFileSync(join(outDir, 'assets/page-a1.js.br')).byteLength).toBeLessThan(script.length / 4);
  });

  it('leaves tiny files, pictures and the unhashed files at the root to nginx', async () => {
    await build({
      // Compressible, but under 256 bytes: a copy would save less than its own request headers.
      'assets/tiny-b2.js': `export const a = '${'a'.repeat(200)}';`,
      'assets/photo-c3.png': 'x'.repeat(2000),
      'index.html': `<!doctype html>${'<p>crew</p>'.repeat(100)}`,
    });
    for (const file of ['assets/tiny-b2.js', 'assets/photo-c3.png', 'index.html'])
      for (const copy of ['br', 'gz']) expect(existsSync(join(outDir, `${file}.${copy}`))).toBe(false);
  });

  it('is part of the production build only, not the mock build the browser tests serve', () => {
    const apply = precompress().apply as (config: unknown, env: { command: string; mode: string }) => boolean;
    expect(apply({}, { command: 'build', mode: 'production' })).toBe(true);
    expect(apply({}, { command: 'build', mode: 'mock' })).toBe(false);
    expect(apply({}, { command: 'serve', mode: 'development' })).toBe(false);
  });
});
