import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Import bans per layer. ESLint replaces a rule's options per matching block, so each block lists all its bans.
const NO_REACT = { group: ['react', 'react/*', 'react-dom', 'react-dom/*'], message: 'packages/core must stay framework-free.' };
const NO_ROUTER = { group: ['react-router', 'react-router/*', 'react-router-dom'], message: 'Navigation goes through an injected adapter.' };
// Test support lives in `testing/` folders (the browser flows' in `e2e/testing/`) and is never part of what a
// package or app ships: no shipped file imports it.
const NO_TEST_SUPPORT = { group: ['**/testing', '**/testing/*'], message: 'Test support is for tests and stories only.' };
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/*.spec.ts', '**/*.stories.{ts,tsx}', '**/testing/**'];
const bans = (...patterns) => ['error', { patterns }];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/storybook-static/**', '**/coverage/**', '**/node_modules/**', '**/.marginalia/**', 'test-results/**', 'docs/site/pages/**', 'docs/site/.vitepress/cache/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The core is framework-free and environment-free: no React, no router, no DOM globals at module level.
    files: ['packages/core/src/**/*.ts'],
    rules: {
      'no-restricted-imports': bans(NO_REACT, NO_ROUTER),
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'confirm', 'alert'],
    },
  },
  {
    files: ['packages/core/src/**/*.ts'],
    ignores: TEST_FILES,
    rules: { 'no-restricted-imports': bans(NO_REACT, NO_ROUTER, NO_TEST_SUPPORT) },
  },
  {
    // Components never import a router: the host app injects navigation.
    files: ['packages/react/src/**/*.{ts,tsx}', 'packages/elements/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': bans(NO_ROUTER),
    },
  },
  {
    files: ['packages/react/src/**/*.{ts,tsx}', 'packages/elements/src/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: { 'no-restricted-imports': bans(NO_ROUTER, NO_TEST_SUPPORT) },
  },
  {
    // What ships besides core, react and elements: the server, the hub stand-in and the example apps.
    files: ['packages/server/src/**/*.ts', 'packages/hub-stand-in/src/**/*.ts', 'examples/*/src/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: { 'no-restricted-imports': bans(NO_TEST_SUPPORT) },
  },
);
