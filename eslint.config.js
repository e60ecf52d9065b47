import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const MODULES = ['home', 'dynamics', 'prepare', 'study', 'me', 'login', 'showcase'];

/**
 * Imports flow one way (README): lib, api, stores -> components, shell -> modules -> app. A module never
 * imports another module: what two modules share moves down to components/, lib/ or api/.
 */
const boundaries = [
  ...MODULES.map((module) => ({
    target: `./src/modules/${module}`,
    from: './src/modules',
    except: [`./${module}`],
    message: 'A module never imports another module: move what they share to components/, lib/ or api/.',
  })),
  {
    target: ['./src/lib', './src/api', './src/stores', './src/i18n', './src/components', './src/shell'],
    from: ['./src/modules', './src/app'],
    message: 'Shared code does not depend on modules or the app.',
  },
  {
    target: ['./src/lib', './src/api', './src/stores', './src/i18n'],
    from: ['./src/components', './src/shell'],
    message: 'lib, api and stores sit below components and the shell.',
  },
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
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaries }] },
  },
  {
    files: ['tests/**/*.{ts,tsx}', 'scripts/**/*.ts', 'mocks/server.ts'],
    rules: { 'no-console': 'off' },
  },
);
