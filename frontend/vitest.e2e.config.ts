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
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
});
