import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

const backend = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // `source` makes @kb/contracts resolve to its TypeScript sources, so no contracts build is needed for dev.
    conditions: ['source', ...defaultClientConditions],
  },
  server: {
    proxy: {
      '/api': backend,
      '/health': backend,
      '/socket.io': { target: backend, ws: true },
    },
  },
  build: {
    // The budget is measured in gzip KB by the report; Vite's raw-size warning only adds noise.
    chunkSizeWarningLimit: 700,
  },
  test: {
    name: 'unit',
    environment: 'jsdom',
    include: ['src/**/*.spec.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
