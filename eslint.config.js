import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/storybook-static/**', '**/coverage/**', '**/node_modules/**', '**/.marginalia/**', 'test-results/**'] },
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
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react/*', 'react-dom', 'react-dom/*'], message: 'packages/core must stay framework-free.' },
            { group: ['react-router', 'react-router/*'], message: 'Navigation goes through an injected adapter.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'sessionStorage', 'confirm', 'alert'],
    },
  },
  {
    // Components never import a router: the host app injects navigation.
    files: ['packages/react/src/**/*.{ts,tsx}', 'packages/elements/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['react-router', 'react-router/*', 'react-router-dom'], message: 'Use the injected navigation adapter.' }] },
      ],
    },
  },
);
