import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import vitrine from './scripts/lint/feature-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      '.react-router/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      'no-console': 'off',
    },
  },
  {
    files: [
      'renderer/**/*.{ts,tsx}',
      'site-server/src/**/*.tsx',
      'site-server/src/**/site/**/*.ts',
      'site-server/src/core/site/**/*.ts',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // One feature, one folder per tree: see docs/decisions/0005-feature-slices.md. The generated
    // migrations are linted too: a migration never imports a feature's code (it is history).
    files: ['site-server/**/*.{ts,tsx}', 'renderer/**/*.{ts,tsx}', 'shared/**/*.ts'],
    plugins: { vitrine },
    rules: { 'vitrine/feature-boundaries': 'error' },
  },
);
