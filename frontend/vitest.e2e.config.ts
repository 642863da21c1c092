import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './e2e/support/app-process';

/**
 * Browser journeys against the real app (backend/dist/main.js serving frontend/dist), driven by
 * playwright-core and Debian's Chromium. Run after `npm run build` at the repository root.
 */
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['./e2e/support/global-setup.ts'],
    // Two files at a time (E2E_WORKERS), each worker with an app of its own, all on one Chromium:
    // a journey mostly waits on the browser and the app, so two use a 2-core machine better than one.
    maxWorkers: E2E_WORKERS,
    fileParallelism: E2E_WORKERS > 1,
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
});
