import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const featuresOf = (side) =>
  readdirSync(`${root}/src/${side}/features`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * Import boundaries (docs/product/12-engineering.md §12.2: features talk through services; bulletproof-react's zones). Paths are
 * resolved from this file's folder, so ESLint gives the same answer from any working directory.
 * - A server feature's public surface is its `*.service.ts` files: another feature may call those,
 *   never its queries, routes or internals. Most features have one (`offers.service.ts`); a feature
 *   with two flows has one per flow (`seller-stats/views.service.ts`). Tests may also use another
 *   feature's test helpers and fixtures (`*.test-helpers.ts`, `*.fixtures.ts`, `fixtures/`).
 * - `http/` and `lib/` are the plumbing features build on, so they never import a feature.
 * - A client feature never imports another client feature: shared pieces live in
 *   `src/client/components` or `src/client/lib`.
 */
const testSupport = ['**/*.test-helpers.ts', '**/*.fixtures.ts', '**/fixtures/**'];
const boundaryZones = ({ forTests }) => [
  { target: './src/shared', from: ['./src/server', './src/client'], message: 'shared imports neither side' },
  { target: './src/client', from: './src/server', message: 'the client talks to the server over HTTP only' },
  { target: './src/server', from: './src/client', message: 'the server never imports client code' },
  ...featuresOf('server').map((feature) => ({
    target: `./src/server/features/${feature}`,
    from: [`./src/server/features/!(${feature})/**`],
    except: ['**/*.service.ts', ...(forTests ? testSupport : [])],
    message: `another feature is reached through its *.service.ts only, never its queries, routes or internals`,
  })),
  {
    target: ['./src/server/http', './src/server/lib'],
    from: ['./src/server/features/**'],
    except: forTests ? testSupport : [],
    message: 'http/ and lib/ are plumbing under the features: they never import one',
  },
  ...featuresOf('client').map((feature) => ({
    target: `./src/client/features/${feature}`,
    from: [`./src/client/features/!(${feature})/**`],
    message:
      'a client feature never imports another one: move what they share to src/client/components or src/client/lib',
  })),
];
const testFiles = testFilesOf();

/**
 * SQL lives in `*.queries.ts` and `src/server/db/` only (docs/decisions/025). What is enforceable: a
 * file anywhere else may not import drizzle's operators, its `sql` tag or the table objects of
 * db/schema.ts at run time, and without them it cannot build a query (types stay importable). A
 * services file calls its feature's queries instead.
 */
const SQL_MESSAGE = 'SQL lives in *.queries.ts and src/server/db/: call a query function from there';
const sqlHomes = ['src/server/**/*.queries.ts', 'src/server/db/**', 'src/server/test/**', ...testFilesOf()];
function testFilesOf() {
  return ['src/**/*.test.{ts,tsx}', 'src/**/*.test-helpers.ts', 'src/**/*.fixtures.ts', 'src/**/fixtures/**'];
}

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'coverage', 'src/server/db/migrations', 'bench/.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': 'error',
      // One-way imports: client → shared ← server (docs/product/12-engineering.md §12.2), and the feature boundaries above.
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: boundaryZones({ forTests: false }) },
      ],
    },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
      // Without these, import-x reads only .js files as dependencies: no-cycle and the other
      // dependency-walking rules saw no TypeScript module at all and passed every loop.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
  },
  {
    files: testFiles,
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones({ forTests: true }) }],
    },
  },
  {
    // A journey test: the landing page's sign-in button leads to the real sign-in page.
    files: ['src/client/features/landing/components/hero.test.tsx'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: boundaryZones({ forTests: true }).filter(
            (zone) => !String(zone.target).startsWith('./src/client/features/'),
          ),
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*'], message: 'shared code runs in the browser too' }] },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // The client reaches the API through the shared endpoint definitions (client/lib/endpoints.ts),
    // never by spelling a path: a path written here is one the server, the docs and the type checker
    // cannot hold to account.
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/api\\//]',
          message: 'call the API through its definition in src/shared/api (client/lib/endpoints.ts)',
        },
        {
          selector: 'TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/api\\//]',
          message: 'call the API through its definition in src/shared/api (client/lib/endpoints.ts)',
        },
      ],
    },
  },
  {
    // A service is a feature's own functions: re-exporting its queries would hand other features the
    // SQL the boundary rule keeps from them.
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportNamedDeclaration[source.value=/\\.queries(\\.js)?$/]',
          message: 'do not re-export queries: write the service function that other features call',
        },
        {
          selector: 'ExportAllDeclaration[source.value=/\\.queries(\\.js)?$/]',
          message: 'do not re-export queries: write the service function that other features call',
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: sqlHomes,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'drizzle-orm', message: SQL_MESSAGE, allowTypeImports: true },
            { name: 'drizzle-orm/pg-core', message: SQL_MESSAGE, allowTypeImports: true },
          ],
          patterns: [
            {
              group: ['**/db/schema', '**/db/schema.js', '#server/db/schema.js'],
              message: SQL_MESSAGE,
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/config.ts', 'src/server/test/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'read config, not process.env' },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', '*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
