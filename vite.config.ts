import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { fileURLToPath, URL } from 'node:url';
import { readFile, rmSync } from 'node:fs';
import { extname, normalize, resolve } from 'node:path';
import type { Connect } from 'vite';
import { cspPlugin } from './scripts/csp';
import { chunkGroups } from './scripts/chunks';
import { precompress } from './scripts/precompress';
import { prerenderLogin } from './scripts/prerenderLogin';

// The msw worker lives in public/ so that `npm run mock` can register it, but it never ships (only the
// mock-mode bundle the browser tests serve keeps it, scripts/e2e.mjs).
function dropMockWorker(): Plugin {
  let outDir = 'dist';
  return {
    name: 'drop-mock-worker',
    apply: (_config, env) => env.command === 'build' && env.mode !== 'mock',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      rmSync(resolve(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

const MOCK_FILES_DIR = fileURLToPath(new URL('./mocks/public/mock-files', import.meta.url));
const MIME: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.pdf': 'application/pdf',
};

/**
 * The pictures and PDF the built-in backend links to (/mock-files/…) are part of the mock backend, not
 * of the app: the dev and preview servers serve them from mocks/public, the production build has none.
 */
function serveMockFiles(): Plugin {
  const middleware: Connect.NextHandleFunction = (req, res, next) => {
    const url = (req.url ?? '').split('?')[0] ?? '';
    if (!url.startsWith('/mock-files/')) return next();
    const file = normalize(resolve(MOCK_FILES_DIR, decodeURIComponent(url.slice('/mock-files/'.length))));
    if (!file.startsWith(MOCK_FILES_DIR)) return next();
    readFile(file, (error, body) => {
      if (error) return next();
      res.setHeader('Content-Type', MIME[extname(file)] ?? 'application/octet-stream');
      res.end(body);
    });
  };
  return {
    name: 'serve-mock-files',
    configureServer: (server) => void server.middlewares.use(middleware),
    configurePreviewServer: (server) => void server.middlewares.use(middleware),
  };
}

/**
 * npm run mock (and the mock-mode bundle's preview): a call still on its way when the page unloads (a
 * reload, a typed address) loses its service-worker client and falls through to this server. Nobody
 * reads that answer any more; an empty 204 keeps it out of the console instead of a 404 for a path only
 * the built-in backend knows.
 */
function mockModeFallthrough(): Plugin {
  const API = /^\/(api|FlightService\.svc|flightservice|mobile)\//i;
  const middleware: Connect.NextHandleFunction = (req, res, next) => {
    if (!API.test(req.url ?? '')) return next();
    res.statusCode = 204;
    res.end();
  };
  return {
    name: 'mock-mode-fallthrough',
    apply: (_config, env) => env.command === 'serve' && env.mode === 'mock',
    configureServer: (server) => void server.middlewares.use(middleware),
    configurePreviewServer: (server) => void server.middlewares.use(middleware),
  };
}

/**
 * The start-up stylesheet (the shell's and the shared widgets' styles, ≈ 8 KB) goes into index.html as
 * an inline style instead of a file: a stylesheet link holds the first paint until it has arrived (a
 * round trip on a phone's network), so the boot frame and the pre-rendered login form would be drawn
 * only after it. Inline, they show as soon as the page's HTML is in. The CSP plugin hashes the style;
 * where a policy refuses it (another build's hashes), the app turns the stylesheet link on (main.tsx).
 */
function inlineStartUpStyles(): Plugin {
  return {
    name: 'inline-start-up-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (tag, file: string) => {
            const asset = bundle[file];
            if (asset?.type !== 'asset') return tag;
            // The lazy chunks' preload lists name the file too; Vite's loader skips a stylesheet a link
            // already names, so the link stays, disabled: not applied, though Chrome still fetches it
            // (2.2 KB in every first visit's graph, docs/performance.md).
            return `<style>${String(asset.source).trim()}</style>${tag.replace(/>$/, ' disabled>')}`;
          },
        );
      },
    },
  };
}

/**
 * The service worker (Workbox, generated at build time): it precaches the shell and every module's code,
 * so a second visit starts from the phone. Production build and `npm run preview` only: never in
 * `npm run mock`, where msw's worker runs, nor in the dev server. The manifest is public/manifest.webmanifest.
 * A new version waits until the user taps the toast (src/app/serviceWorker.ts), so no code is swapped
 * under a form in progress.
 */
function installableApp(mode: string) {
  return VitePWA({
    disable: mode === 'mock',
    registerType: 'prompt',
    injectRegister: false,
    manifest: false,
    filename: 'sw.js',
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
      globIgnores: ['mockServiceWorker.js', 'mock-files/**'],
      navigateFallback: '/index.html',
      // Calls to the backend and the built-in backend's files are never answered by the app shell.
      navigateFallbackDenylist: [
        /^\/svc\//,
        /^\/(api|FlightService\.svc|flightservice|mobile)\//i,
        /^\/mock-files\//,
      ],
      cleanupOutdatedCaches: true,
      // Chart files and pictures the screens show (and preparation packs download, src/lib/packs.ts):
      // from the network while there is one, from the phone when it is gone. The cache name is the one
      // the packs fill and logout empties (FILE_CACHE). The app's own files are precached above.
      runtimeCaching: [
        {
          urlPattern: ({ url }) => /\.(pdf|png|jpe?g|gif|webp|svg)$/i.test(url.pathname),
          handler: 'NetworkFirst',
          options: {
            cacheName: 'crew-files',
            networkTimeoutSeconds: 10,
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    },
  });
}

export default defineConfig(({ mode }) => {
  // The build the answers kept on the phone belong to: a new build drops them (src/api/persist.ts).
  process.env.VITE_BUILD_ID ??= new Date().toISOString();
  const env = loadEnv(mode, process.cwd(), '');
  const proxyTarget = env.VITE_PROXY_TARGET || 'http://127.0.0.1:3001';
  const proxy = {
    '/svc': {
      target: proxyTarget,
      changeOrigin: true,
      rewrite: (path: string) => path.replace(/^\/svc/, ''),
    },
    // The built-in backend writes its documents' files when asked (mocks/handlers/files.ts): with the
    // backend as a server (npm run api) they come from it; in mock mode its worker answers them.
    ...(mode === 'mock' ? {} : { '/mock-files/doc/': { target: proxyTarget, changeOrigin: true } }),
  };
  const chunks = chunkGroups();
  return {
    plugins: [
      react(),
      chunks.plugin,
      dropMockWorker(),
      serveMockFiles(),
      inlineStartUpStyles(),
      prerenderLogin({ loginUrl: env.VITE_LOGIN_URL }),
      mockModeFallthrough(),
      installableApp(mode),
      precompress(),
      // The production Content-Security-Policy with the hashes of index.html's inline script and styles.
      cspPlugin({
        apiBase: env.VITE_API_BASE,
        svcHost: env.VITE_SVC_HOST,
        connectSrc: env.CSP_CONNECT_SRC,
        mediaSrc: env.VITE_MEDIA_ORIGINS,
      }),
    ],
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        { find: '@mocks', replacement: fileURLToPath(new URL('./mocks', import.meta.url)) },
        {
          find: /^use-sync-external-store\/shim$/,
          replacement: fileURLToPath(new URL('./src/app/useSyncExternalStoreShim.ts', import.meta.url)),
        },
      ],
    },
    server: { port: 8088, strictPort: true, host: '127.0.0.1', proxy },
    preview: { port: 8089, strictPort: true, host: '127.0.0.1', proxy },
    build: {
      // Every targeted browser but Safari 16 and Firefox 114 preloads modules itself; on those two a
      // screen's chunks load one after another instead of together, and nobody else pays for the
      // polyfill at start-up (README, Browsers).
      modulePreload: { polyfill: false },
      sourcemap: false,
      chunkSizeWarningLimit: 600,
      rolldownOptions: { output: { codeSplitting: chunks.codeSplitting } },
    },
  };
});
