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
    // The budget is measured in gzip KB by scripts/initial-js-size.mjs; Vite's raw-size warning only adds noise.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // Named, long-lived vendor chunks (they change far less often than the app code).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // Loaded only when the emoji picker is first opened (features/chat/components/emoji-button.tsx).
            { name: 'emoji-picker', test: /node_modules[\\/]emoji-picker-element[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
  test: {
    name: 'unit',
    environment: 'jsdom',
    include: ['src/**/*.spec.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // The files share one module graph and one jsdom (85 s → 13 s on this 2-core machine): each
    // file's environment and imports were most of its time. setup.ts puts back after every file
    // what a file may change (the language, storage, the document).
    isolate: false,
  },
});
