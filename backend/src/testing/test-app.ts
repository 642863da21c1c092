import { loadConfig, type AppConfig } from '../config/app-config.js';
import { lifecycleOf, startApp } from '../app.js';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { DestinationStream } from 'pino';

export interface TestApp {
  app: NestExpressApplication;
  url: string;
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * Starts the real app (HTTP, sockets, projections, seeds) on a free port. Embedded in-memory PGlite
 * unless `DATA_DIR` or `DATABASE_URL` say otherwise through `overrides`.
 */
export async function startTestApp(overrides: Partial<AppConfig> = {}, env: NodeJS.ProcessEnv = {}, options: { logDestination?: DestinationStream } = {}): Promise<TestApp> {
  const config: AppConfig = {
    ...loadConfig({ DATA_DIR: 'memory://', ...env }),
    port: 0,
    host: '127.0.0.1',
    frontendDist: null,
    logLevel: 'silent',
    ...overrides,
  };
  const { app, url } = await startApp(config, options);
  await lifecycleOf(app).whenReady();
  return { app, url, config, close: () => app.close() };
}
