// ESLint for the three workspaces (contracts, backend, frontend) and the scripts around them.
// `npm run lint` runs it with --max-warnings 0, and `npm test` runs `npm run lint`.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Infrastructure every backend context may use: the event store, projections, the database, the
 * shared kernel (HTTP helpers, text, extraction, rate limits), configuration and test support.
 */
const BACKEND_INFRA = ['shared', 'event-store', 'projections', 'database', 'core', 'config'];

/**
 * Import boundaries, as bulletproof-react and modular NestJS codebases draw them.
 * - backend: a context (a folder of backend/src) reaches another context only through the files at
 *   its top level (its module, ports and what it chooses to export there), never into its
 *   commands/, domain/, read-model/ or http/; infrastructure is open to all; the app root, the CLI,
 *   backup/restore, test support and the hardening sweep compose everything.
 * - frontend: a feature imports itself and shared only; shared imports neither features nor app;
 *   app composes features.
 */
const boundarySettings = {
  'boundaries/include': ['backend/src/**/*', 'frontend/src/**/*'],
  'boundaries/elements': [
    { type: 'backend-infra', pattern: `backend/src/(${BACKEND_INFRA.join('|')})` },
    { type: 'backend-root', pattern: 'backend/src/(cli|backup|hardening|testing)' },
    // A context's own test support (harnesses, fixtures) starts the app like the root's.
    { type: 'backend-root', pattern: 'backend/src/*/**/testing' },
    { type: 'backend-context', pattern: 'backend/src/*', capture: ['context'] },
    { type: 'frontend-app', pattern: 'frontend/src/(app|test)' },
    { type: 'frontend-shared', pattern: 'frontend/src/shared' },
    { type: 'frontend-feature', pattern: 'frontend/src/features/*', capture: ['feature'] },
  ],
  'import/resolver': {
    typescript: { project: ['backend/tsconfig.json', 'frontend/tsconfig.json', 'contracts/tsconfig.json'], noWarnOnMultipleProjects: true },
  },
};

const boundaryRule = [
  'error',
  {
    default: 'disallow',
    message: '{{from.type}} may not import {{to.type}} {{to.internalPath}}: reach another context or feature only through its public files',
    policies: [
      // Packages and Node's built-ins are not ours to fence.
      { allow: { to: { module: { origin: ['external', 'core'] } } } },
      // Inside one element (one context, one feature) anything goes.
      { allow: { dependency: { relationship: { to: 'internal' } } } },
      // Backend.
      { from: { element: { type: 'backend-context' } }, allow: { to: { element: { type: 'backend-context', internalPath: '*.ts' } } } },
      { from: { element: { type: ['backend-context', 'backend-root', 'backend-infra'] } }, allow: { to: { element: { type: 'backend-infra' } } } },
      { from: { element: { type: 'backend-root' } }, allow: { to: { element: { type: ['backend-context', 'backend-root'] } } } },
      // Test support may start any context.
      { from: { element: { type: 'backend-infra' } }, allow: { to: { element: { type: 'backend-context', internalPath: '*.ts' } } } },
      // Frontend.
      { from: { element: { type: ['frontend-feature', 'frontend-app', 'frontend-shared'] } }, allow: { to: { element: { type: 'frontend-shared' } } } },
      { from: { element: { type: 'frontend-app' } }, allow: { to: { element: { type: ['frontend-feature', 'frontend-app'] } } } },
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
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      // Tests and NestJS decorators use `{}`-less empty classes and bodies on purpose.
      '@typescript-eslint/no-extraneous-class': 'off',
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
    ignores: ['**/*.spec.{ts,tsx}', '**/*.suite.ts'],
    plugins: { boundaries },
    settings: boundarySettings,
    rules: { 'boundaries/dependencies': boundaryRule },
  },
);
