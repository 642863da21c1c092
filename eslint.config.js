// ESLint for the three workspaces (contracts, backend, frontend) and the scripts around them.
// `npm run lint` runs it with --max-warnings 0, and `npm test` runs `npm run lint`.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Infrastructure every backend context may use: the event store, projections, the database, the
 * shared kernel (HTTP helpers, text, extraction, rate limits), configuration and observability
 * (logs, metrics, traces). Infrastructure imports no context: a context registers with it (a
 * provider, a callback, a decorator wired in its own module), never the other way round.
 */
const BACKEND_INFRA = ['shared', 'event-store', 'projections', 'database', 'core', 'config', 'observability'];

/** Test code: specs, shared suites, e2e and conformance suites, test support. */
const TEST_FILES = [
  '**/*.spec.{ts,tsx}',
  '**/*.suite.ts',
  '**/*.conformance.ts',
  '**/*.e2e.ts',
  '**/e2e/**',
  '**/testing/**',
  '**/test/**',
];

/**
 * Import boundaries, as bulletproof-react and modular NestJS codebases draw them.
 * - backend: a context (a folder of backend/src) reaches another context only through the files at
 *   its top level (its module, ports and what it chooses to export there), never into its
 *   commands/, domain/, read-model/ or http/; infrastructure is open to all and imports no context;
 *   the app root (the files at the top of backend/src), the CLI, backup/restore, test support and
 *   the hardening sweep compose everything.
 * - frontend: a feature imports itself and shared only; shared imports neither features nor app;
 *   app composes features.
 * - specs follow the rules of the folder they sit in; besides, a spec may use test support and the
 *   infrastructure and start the whole app (the app root, `testing/` folders), as test support does.
 *   What a context offers other contexts' specs sits in its `testing/` folder.
 */
const boundarySettings = {
  'boundaries/include': ['backend/src/**/*', 'frontend/src/**/*'],
  'boundaries/elements': [
    { type: 'backend-infra', pattern: `backend/src/(${BACKEND_INFRA.join('|')})`, capture: ['infra'] },
    { type: 'backend-root', pattern: 'backend/src/(cli|backup|hardening|testing)' },
    // A context's own test support (harnesses, fixtures) starts the app like the root's.
    { type: 'backend-root', pattern: 'backend/src/*/**/testing' },
    { type: 'backend-context', pattern: 'backend/src/*', capture: ['context'] },
    { type: 'frontend-app', pattern: 'frontend/src/(app|test)' },
    { type: 'frontend-shared', pattern: 'frontend/src/shared' },
    { type: 'frontend-feature', pattern: 'frontend/src/features/*', capture: ['feature'] },
  ],
  'boundaries/files': [
    { category: 'test', pattern: TEST_FILES },
    // The files at the top of backend/src (elements are folders): the app module, createApp, main,
    // the feature list. They compose every context.
    { category: 'backend-app', pattern: 'backend/src/*.ts' },
  ],
  'import/resolver': {
    typescript: { project: ['backend/tsconfig.json', 'frontend/tsconfig.json', 'contracts/tsconfig.json'], noWarnOnMultipleProjects: true },
  },
};

const boundaryRule = [
  'error',
  {
    default: 'disallow',
    message:
      '{{from.type}} may not import {{dependency.source}} {{to.type}}: a context or feature is reached only through its top-level files, infrastructure imports none, the app root only test support and the root import',
    policies: [
      // Packages and Node's built-ins are not ours to fence.
      { allow: { to: { module: { origin: ['external', 'core'] } } } },
      // Inside one element (one context, one feature) anything goes.
      { allow: { dependency: { relationship: { to: 'internal' } } } },
      // Backend.
      { from: { element: { type: 'backend-context' } }, allow: { to: { element: { type: 'backend-context', internalPath: '*.ts' } } } },
      {
        from: { element: { type: ['backend-context', 'backend-root', 'backend-infra'] } },
        allow: { to: { element: { type: 'backend-infra' } } },
      },
      { from: { element: { type: 'backend-root' } }, allow: { to: { element: { type: ['backend-context', 'backend-root'] } } } },
      {
        from: { file: { categories: 'backend-app' } },
        allow: { to: { element: { type: ['backend-context', 'backend-root', 'backend-infra'] } } },
      },
      {
        from: [{ element: { type: 'backend-root' } }, { file: { categories: 'backend-app' } }],
        allow: { to: { file: { categories: 'backend-app' } } },
      },
      // Observability is the bottom layer: everything else registers with it, so it imports no
      // other folder of the backend (no cycle can form through it).
      {
        from: { element: { type: 'backend-infra', captured: { infra: 'observability' } } },
        disallow: { to: { element: { type: 'backend-infra', captured: { infra: '!observability' } } } },
      },
      // Specs use test support and infrastructure and may start the whole app, wherever they sit
      // (observability's e2e specs read the started app's store and runner).
      {
        from: { file: { categories: 'test' } },
        allow: [{ to: { element: { type: ['backend-root', 'backend-infra'] } } }, { to: { file: { categories: 'backend-app' } } }],
      },
      // Frontend.
      {
        from: { element: { type: ['frontend-feature', 'frontend-app', 'frontend-shared'] } },
        allow: { to: { element: { type: 'frontend-shared' } } },
      },
      { from: { element: { type: 'frontend-app' } }, allow: { to: { element: { type: ['frontend-feature', 'frontend-app'] } } } },
      { from: { file: { categories: 'test' } }, allow: { to: { element: { type: 'frontend-app' } } } },
    ],
  },
];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'frontend/test-results/**', '**/*.d.ts', 'bench/new-eval/**', 'bench/kb-eval/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // Tests and NestJS decorators use `{}`-less empty classes and bodies on purpose.
      '@typescript-eslint/no-extraneous-class': 'off',
    },
  },
  {
    // A workspace reaches another through its package name (`@kb/contracts`), never by a path into
    // its src/ (a relative path across workspaces, or a package name followed by /src).
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(.+/)?(contracts|backend|frontend)/src(/|$)',
              message: 'Import another workspace by its package name (@kb/contracts), not a path into its src/.',
            },
            { regex: '^@kb/[^/]+/src(/|$)', message: 'Import the package (@kb/contracts or its exported subpaths), not its src/.' },
          ],
        },
      ],
    },
  },
  {
    // Product code logs through pino (backend/src/observability/logger.ts), one JSON line at a time;
    // the CLI, tests, scripts and bench print to the console.
    files: ['backend/src/**/*.ts', 'frontend/src/**/*.{ts,tsx}', 'contracts/src/**/*.ts'],
    ignores: ['backend/src/cli/**', ...TEST_FILES],
    rules: { 'no-console': 'error' },
  },
  {
    // Small files and functions in product code (STYLE.md: a file past ~250 lines is a sign to
    // split), counted as ESLint counts by default: blank lines and comments included.
    files: ['backend/src/**/*.ts', 'frontend/src/**/*.{ts,tsx}', 'contracts/src/**/*.ts'],
    ignores: ['backend/src/cli/**', ...TEST_FILES],
    rules: {
      'max-lines': ['error', 300],
      'max-lines-per-function': ['error', 80],
    },
  },
  {
    // Bodies of page.waitForFunction/evaluate run in the browser.
    files: ['bench/**', 'frontend/e2e/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The two classic hooks rules. The React Compiler rules of the v7 preset are not enabled:
      // this codebase does not use the compiler, and those rules judge code it would compile.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.spec.{ts,tsx}', '**/*.suite.ts', '**/*.e2e.ts', '**/e2e/**', '**/testing/**', '**/test/**', 'bench/**', 'scripts/**'],
    rules: {
      // Tests read loosely typed HTTP bodies; production code does not get this licence.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['backend/src/**/*.ts', 'frontend/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: boundarySettings,
    rules: { 'boundaries/dependencies': boundaryRule },
  },
);
