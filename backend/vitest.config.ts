import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

const plugins = [swc.vite({ swcrc: false, jsc: { target: 'es2022', parser: { syntax: 'typescript', decorators: true }, transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false }, keepClassNames: true } })];
const resolve = { conditions: ['source'] };
// The cheapest argon2id for the passwords tests hash (seeded accounts at every app start, sign-ups);
// passwords.spec.ts checks that the product keeps the library's defaults.
const env = { KB_TEST_CHEAP_PASSWORD_HASH: '1' };

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
          exclude: ['src/**/*.server.spec.ts', 'src/**/*.alone.spec.ts'],
          environment: 'node',
          env,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
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
