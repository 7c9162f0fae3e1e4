import fs from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { layerZones } from './tooling/layer-zones.js';
import hideableRead from './tooling/eslint-rules/hideable-read.js';
import featureGraph from './tooling/eslint-rules/feature-graph.js';

const featuresIn = (folder) =>
  fs
    .readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const webFeatures = featuresIn('apps/web/src/features');
const serverFeatures = featuresIn('apps/server/src/features');

/**
 * Where SQL may be written: repos, the SQL pieces repos compose (`*.sql.ts`), the database folder and tests
 * (ARCHITECTURE.md, "Repos are the only SQL").
 */
const SQL_OUTSIDE_REPOS = [
  {
    selector: 'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom)$/]',
    message: 'SQL lives in *.repo.ts (or db/): call a repo function instead.',
  },
  {
    selector: "TaggedTemplateExpression[tag.name='sql']",
    message: 'SQL lives in *.repo.ts (or db/): call a repo function instead.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // Fastify plugins are `async (app) => { … }` by contract, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: layerZones(webFeatures, serverFeatures) }],
    },
  },
  {
    // Plain JavaScript (this file, build scripts) is not part of a TypeScript project.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      '**/*.repo.ts',
      '**/*.sql.ts',
      'apps/server/src/db/**',
      '**/*.test.ts',
      'apps/server/src/test/**',
    ],
    rules: { 'no-restricted-syntax': ['error', ...SQL_OUTSIDE_REPOS] },
  },
  {
    // Server features depend on each other one way only, and a file without a layer suffix is a pure helper.
    files: ['apps/server/src/features/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/server/src/features/**/test/**'],
    plugins: { 'feature-graph': featureGraph },
    rules: { 'feature-graph/no-cycle': 'error', 'feature-graph/pure-helper': 'error' },
  },
  {
    // A repo reading a table a moderator can hide composes the moderation feature's scopes, or says why not.
    files: ['apps/server/src/**/*.repo.ts'],
    plugins: { 'hideable-read': hideableRead },
    rules: { 'hideable-read/scoped': 'error' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // React 19 passes `ref` to a function component as a prop: one way to take a ref (docs/decisions/018).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react',
              importNames: ['forwardRef'],
              message: 'React 19 passes ref as a prop: take `ref` in the props instead (docs/decisions/018).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Constants, texts and types stay free of zod: every page reads some of them, and only a page with a form
    // should load zod. Schemas live in *-schemas.ts and *dtos.ts (docs/decisions/017).
    files: ['packages/shared/src/**/*.ts'],
    ignores: ['**/*-schemas.ts', '**/*dtos.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', message: 'zod schemas go in a *-schemas.ts file (docs/decisions/017).' }] },
      ],
    },
  },
  {
    // Tests read untyped JSON answers (`response.json()`) on purpose: they assert its shape themselves.
    files: ['**/*.test.{ts,tsx}', 'e2e/**', '**/test/**'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', 'tooling/**'],
    rules: { 'no-console': 'off' },
  },
);
