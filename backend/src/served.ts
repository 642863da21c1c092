// What main.ts needs from the app, in one module: `npm run build` also bundles it, with its
// dependencies, into dist/bundle/served.js (scripts/bundle-backend.mjs), which main loads unless
// tracing is on. One module so that the logger main prints with is the one the app configured.
export { loadConfig } from './config/app-config.js';
export { lifecycleOf, startApp } from './app.js';
export { logger } from './observability/logger.js';
