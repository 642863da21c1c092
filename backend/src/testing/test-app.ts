import { loadConfig, type AppConfig } from '../config/app-config.js';
import { lifecycleOf, startApp } from '../app.js';
import { Database } from '../database/database.js';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { DestinationStream } from 'pino';

export interface TestApp {
  app: NestExpressApplication;
  url: string;
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * The database of this worker's first app started with the default configuration, as it was once
 * ready (migrated, seeded, projected): later in-memory apps whose configuration seeds the same start
 * from it, as a restarted app would, instead of migrating and seeding an empty cluster again (about
 * 1 s of a 2.3 s start). Kept per worker (the embedded project shares modules between files).
 */
let readyDatabase: Blob | null = null;

/** An in-memory embedded database seeded as the default configuration seeds it. */
function seedsAsDefault(config: AppConfig): boolean {
  return (
    config.dataDir === 'memory://' &&
    !config.databaseUrl &&
    !config.kurrentDbUrl &&
    config.seed &&
    !config.adminUsername &&
    !config.adminPassword
  );
}

/**
 * Starts the real app (HTTP, sockets, projections, seeds) on a free port. Embedded in-memory PGlite
 * unless `DATA_DIR` or `DATABASE_URL` say otherwise through `overrides`.
 */
export async function startTestApp(
  overrides: Partial<AppConfig> = {},
  env: NodeJS.ProcessEnv = {},
  options: { logDestination?: DestinationStream } = {},
): Promise<TestApp> {
  const config: AppConfig = {
    ...loadConfig({ DATA_DIR: 'memory://', ...env }),
    port: 0,
    host: '127.0.0.1',
    frontendDist: null,
    logLevel: 'silent',
    ...overrides,
  };
  const fromReady = seedsAsDefault(config) && readyDatabase !== null;
  const { app, url } = await startApp(fromReady ? { ...config, pgliteTemplate: readyDatabase! } : config, options);
  await lifecycleOf(app).whenReady();
  if (!readyDatabase && seedsAsDefault(config) && Object.keys(overrides).length === 0 && Object.keys(env).length === 0) {
    readyDatabase = await app.get(Database).dumpDataDir();
  }
  return { app, url, config, close: () => app.close() };
}
