import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      globals: true,
      environment: 'jsdom',
      setupFiles: ['tests/setup.ts'],
      include: ['tests/**/*.test.{ts,tsx}'],
      exclude: ['tests/e2e/**', 'node_modules/**'],
      css: { modules: { classNameStrategy: 'non-scoped' } },
      testTimeout: 15000,
      pool: 'threads',
      // Every core: Vitest's default leaves one free, which on CI's two cores is one worker (362 s
      // against 260 s with two).
      maxWorkers: '100%',
    },
  }),
);
