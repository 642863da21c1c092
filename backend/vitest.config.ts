import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';
import { PGLITE_TEMPLATE } from './src/testing/pglite-template.ts';

const plugins = [
  swc.vite({
    swcrc: false,
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      keepClassNames: true,
    },
  }),
];
const resolve = { conditions: ['source'] };
// The cheapest argon2id for the passwords tests hash (seeded accounts at every app start, sign-ups);
// passwords.spec.ts checks that the product keeps the library's defaults.
// Every embedded database starts from one fresh-cluster tarball made by the global setup, not initdb.
const env = { KB_TEST_CHEAP_PASSWORD_HASH: '1', KB_TEST_PGLITE_TEMPLATE: PGLITE_TEMPLATE };
const globalSetup = ['./src/testing/pglite-template.ts'];
// Files that read what the process logs or traces: nestjs-pino keeps one pino-http instance per
// module graph (the first app's), and the OTel SDK patches modules for the whole process.
const OWN_MODULES = ['src/observability/observability.e2e.spec.ts', 'src/observability/tracing.e2e.spec.ts'];

// `embedded`: everything that runs on PGlite alone (npm test). `server`: suites that need the
// Postgres and Redis servers (.ci/run), named *.server.spec.ts.
export default defineConfig({
  test: {
    projects: [
      {
        plugins,
        resolve,
        test: {
          name: 'embedded',
          include: ['src/**/*.spec.ts'],
          exclude: ['src/**/*.server.spec.ts', 'src/**/*.alone.spec.ts', ...OWN_MODULES],
          environment: 'node',
          env,
          globalSetup,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // Two files at a time: the run keeps both cores busy (98–99% of the machine, quiet), and
          // four workers took as long (171 s against 172 s for the whole embedded run).
          maxWorkers: 2,
          // The files of a worker share one module graph: importing the app through Vite's module
          // runner took about 10 s a file, more than most files' tests. Each file still starts its own
          // app and database; what a module keeps (a cache, a registry) must hold for every app.
          isolate: false,
        },
      },
      {
        plugins,
        resolve,
        test: {
          // Files that need modules no other file touched first (OWN_MODULES); run with `embedded`.
          name: 'embedded-isolated',
          include: OWN_MODULES,
          environment: 'node',
          env,
          globalSetup,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // The same as `embedded`: projects of one run that share a group must share their worker count.
          maxWorkers: 2,
        },
      },
      {
        plugins,
        resolve,
        test: {
          // Suites that measure latency (the public chat flood: every 429 under 100 ms) run on
          // their own after the embedded project, so another file's OCR never shares their cores.
          name: 'alone',
          include: ['src/**/*.alone.spec.ts'],
          environment: 'node',
          env,
          globalSetup,
          testTimeout: 240_000,
          hookTimeout: 120_000,
          pool: 'forks',
          fileParallelism: false,
        },
      },
      {
        plugins,
        resolve,
        test: {
          name: 'server',
          include: ['src/**/*.server.spec.ts'],
          environment: 'node',
          env,
          globalSetup,
          testTimeout: 120_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // One file at a time: the files share one server, and an event reader holds back at the
          // oldest transaction still open anywhere in the database (so that it never skips an
          // event committed late). A long transaction of another file (the embeddings suite
          // stores thousands of vectors) made reads in the tamper and conformance suites stop short.
          fileParallelism: false,
        },
      },
    ],
  },
});
