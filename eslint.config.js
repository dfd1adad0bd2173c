import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { netlifyTestZones, netlifyZones, srcTestZones, srcZones } from './eslint/layers.js';

const root = import.meta.dirname;
const unitTests = ['**/*.test.{ts,tsx,mts}'];
const restrict = (zones) => ({ 'import-x/no-restricted-paths': ['error', { basePath: root, zones }] });
const declared = (includeTypes) => ({
  'import-x/no-extraneous-dependencies': [
    'error',
    { devDependencies: ['scripts/**', 'tests/**', 'eslint/**', '*.config.{js,ts}', ...unitTests], includeTypes },
  ],
});

export default tseslint.config(
  { ignores: ['dist', 'dev-dist', 'node_modules', 'public', 'src/routeTree.gen.ts', 'test-results', 'playwright-report', '.netlify', '.prerender'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // RouterClient suspends at the root while the route's code loads; a tap then stops React 18 for good
      // (docs/boot-and-local-server.md#hydration-after-the-router-as-a-transition). src/main.tsx hydrates the router first instead.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tanstack/react-router/ssr/client',
              importNames: ['RouterClient'],
              message: "Call hydrate(router), then hydrate <RouterProvider>: RouterClient suspends at the root, and a tap then stops React 18 (docs/boot-and-local-server.md#hydration-after-the-router-as-a-transition).",
            },
          ],
        },
      ],
    },
  },
  {
    // Imports: one-way layers (eslint/layers.js), no cycles, and every package declared in package.json (devDependencies
    // only where nothing reaches the browser or the functions). See docs/architecture.md#layers.
    files: ['**/*.{js,mjs,ts,tsx,mts}'],
    plugins: { 'import-x': importX },
    settings: {
      // As import-x's TypeScript preset, with the maintained resolver: no-cycle follows .ts/.tsx modules too.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${root}/tsconfig.json` })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }], ...declared(true) },
  },
  // The functions take only their Config type from @netlify/functions, a devDependency: types vanish in the bundle.
  { files: ['netlify/functions/*.mts'], rules: declared(false) },
  { files: ['src/**/*.{ts,tsx}'], ignores: unitTests, rules: restrict(srcZones) },
  { files: unitTests.map((glob) => `src/${glob}`), rules: restrict(srcTestZones) },
  { files: ['netlify/**/*.{ts,mts}'], ignores: unitTests, rules: restrict(netlifyZones) },
  { files: unitTests.map((glob) => `netlify/${glob}`), rules: restrict(netlifyTestZones) },
  {
    files: ['scripts/**/*.{js,mjs,ts}', 'netlify/**/*.{ts,mts}', 'tests/**/*.{ts,mjs}', '*.config.{js,ts}', 'eslint/**/*.js'],
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
