import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// The unit tests run as a phone set to another zone than Beijing's (crew abroad, on a layover): every
// backend time must be shown on Beijing's clock whatever the phone's zone (src/lib/beijing.ts), and a
// screen that used the phone's zone instead would show other hours here. Set before any worker starts.
process.env.TZ = 'America/Los_Angeles';

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
