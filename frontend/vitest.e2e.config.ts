import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './e2e/support/workers';

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
    // E2E_WORKERS files at a time (2 unless set), each worker on its own app (e2e/support/workers.ts).
    fileParallelism: E2E_WORKERS > 1,
    maxWorkers: E2E_WORKERS,
    // The files of a worker share one module graph, and with it one Chromium (launchBrowser in
    // e2e/support/browser.ts): each file importing playwright-core and launching its own browser
    // cost about 1.5 s of CPU. Every file still works in browser contexts of its own.
    isolate: false,
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
});
