import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import boundaries from './eslint/boundaries.js';

export default tseslint.config(
  { ignores: ['dist', 'dev-dist', 'node_modules', 'public', 'src/routeTree.gen.ts', 'test-results', 'playwright-report', '.netlify', '.prerender'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, local: boundaries },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'local/layer-boundaries': 'error',
    },
  },
  {
    files: ['netlify/**/*.{ts,mts}'],
    plugins: { local: boundaries },
    rules: { 'local/layer-boundaries': 'error' },
  },
  {
    files: ['scripts/**/*.{js,mjs,ts}', 'netlify/**/*.{ts,mts}', 'tests/**/*.{ts,mjs}', '*.config.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
  {
    // Served to the browser by the account journeys in place of Google's api.js.
    files: ['tests/support/gapi-stand-in.js'],
    languageOptions: { globals: globals.browser, sourceType: 'script' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Underscore-prefixed names are deliberately unused (e.g. typed mock parameters).
    rules: { '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }] },
  },
);
