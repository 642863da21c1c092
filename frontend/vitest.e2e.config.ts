import { defineConfig } from 'vitest/config';

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
    // One app instance and one Chromium at a time: this runs on a small shared machine.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
});
