/**
 * index.html's page-load reads (production build, not with the built-in backend): src/api/pageLoadReads.ts
 * is built on its own into one small script (the first screens' requests, today's Beijing day, the
 * stored session's token, the API base of the mode) and inlined at the end of the head. On a signed-in
 * start it sends the address's first reads while the app's code downloads; the client takes them
 * (src/api/pageReads.ts). Inline rather than a file: a file would be one more round trip before them.
 */
import { build, type Plugin } from 'vite';
import { resolve } from 'node:path';

const ENTRY = 'src/api/pageLoadReads.ts';

/** The page-load script, minified, as the build of `mode` would run it. */
export async function pageLoadScript(root: string, mode: string): Promise<string> {
  const result = await build({
    root,
    mode,
    configFile: false,
    envDir: root,
    publicDir: false,
    logLevel: 'silent',
    resolve: { alias: { '@': resolve(root, 'src') } },
    build: {
      write: false,
      target: 'es2020',
      minify: true,
      lib: { entry: ENTRY, formats: ['iife'], name: 'crewPageReads' },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  for (const output of outputs)
    if ('output' in output) {
      const chunk = output.output.find((file) => file.type === 'chunk');
      if (chunk && chunk.type === 'chunk') return chunk.code.trim();
    }
  throw new Error(`page-reads: building ${ENTRY} gave no script`);
}

export function pageReads(mode: string): Plugin {
  let root = process.cwd();
  return {
    name: 'page-reads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        // The built-in backend answers from a service worker that is not up while the page loads.
        if (!ctx.bundle || mode === 'mock') return html;
        const script = await pageLoadScript(root, mode);
        if (!html.includes('</head>')) throw new Error('page-reads: no </head> in index.html');
        // After the first screen's preloads: its files are asked for first, the reads right after.
        return html.replace('</head>', `  <script>${script}</script>\n  </head>`);
      },
    },
  };
}
