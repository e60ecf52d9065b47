import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { readFile, rmSync } from 'node:fs';
import { extname, normalize, resolve } from 'node:path';
import type { Connect } from 'vite';

// The msw worker lives in public/ so that `npm run mock` can register it, but it never ships.
function dropMockWorker(): Plugin {
  let outDir = 'dist';
  return {
    name: 'drop-mock-worker',
    apply: 'build',
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

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const proxyTarget = env.VITE_PROXY_TARGET || 'http://127.0.0.1:3001';
  const proxy = {
    '/svc': {
      target: proxyTarget,
      changeOrigin: true,
      rewrite: (path: string) => path.replace(/^\/svc/, ''),
    },
  };
  return {
    plugins: [react(), dropMockWorker(), serveMockFiles()],
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
      },
    },
    server: { port: 8088, strictPort: true, host: '127.0.0.1', proxy },
    preview: { port: 8089, strictPort: true, host: '127.0.0.1', proxy },
    build: { target: 'es2020', sourcemap: false, chunkSizeWarningLimit: 600 },
  };
});
