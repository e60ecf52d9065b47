import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const MODULES = ['home', 'dynamics', 'prepare', 'study', 'me', 'login', 'showcase'];

/**
 * Imports flow one way (README, ../shared/GUIDE.md): lib -> i18n -> api/schema (the answers' types) -> stores
 * -> api -> components -> shell -> modules -> app. A layer imports only from the layers before it (shell
 * may use components, never the reverse). A module never imports another module: what two modules share
 * moves down to components/, lib/ or api/.
 */
const LAYERS = [
  { dir: './src/lib', name: 'lib', why: 'lib holds pure helpers' },
  { dir: './src/i18n', name: 'i18n', why: 'i18n sits right above lib' },
  { dir: './src/api/schema', name: 'api/schema', why: "the answers' types depend on nothing of the app" },
  { dir: './src/stores', name: 'stores', why: 'the stores never import the data layer: it follows them' },
  { dir: './src/api', name: 'api', why: 'the data layer sits below the screens' },
  { dir: './src/components', name: 'components', why: 'shared widgets sit below the shell' },
  { dir: './src/shell', name: 'shell', why: 'the shell sits below the modules' },
  { dir: './src/modules', name: 'modules', why: 'modules sit below the app' },
  { dir: './src/app', name: 'app', why: 'the app sits below main.tsx only' },
];

/** One zone per layer and each layer after it; api/schema lies inside api, so api's zones leave it out where it is allowed. */
const layerZones = LAYERS.flatMap((layer, i) =>
  LAYERS.slice(i + 1).map((above) => ({
    target: layer.dir,
    from: above.dir,
    except: above.name === 'api' && i >= LAYERS.findIndex((l) => l.name === 'api/schema') ? ['./schema'] : [],
    message: `${layer.name} never imports ${above.name}: ${layer.why}. Imports flow lib -> i18n -> api/schema -> stores -> api -> components -> shell -> modules -> app.`,
  })),
);

const boundaries = [
  ...MODULES.map((module) => ({
    target: `./src/modules/${module}`,
    from: './src/modules',
    except: [`./${module}`],
    message: 'A module never imports another module: move what they share to components/, lib/ or api/.',
  })),
  ...layerZones,
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'public/mockServiceWorker.js',
      'reports',
      'coverage',
      '.tmp',
      'playwright-report',
      'test-results',
    ],
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['warn', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      // no-cycle reads the imported files themselves: they are TypeScript.
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    // Pure helpers: nothing of the interface language, the stores or the data layer, by path or by package.
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['i18next', 'react-i18next', 'zustand', 'zustand/*', 'axios', '@tanstack/*'],
              message:
                'src/lib holds pure helpers: what needs the language goes to i18n/, state to stores/, server data to api/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}', 'scripts/**/*.ts', 'mocks/server.ts'],
    rules: { 'no-console': 'off' },
  },
);
