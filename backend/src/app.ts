import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { NestApplicationOptions } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import { deploymentIdOf, type AppConfig } from './config/app-config.js';
import { AppModule } from './app.module.js';
import { AppLifecycle } from './core/lifecycle.js';
import type { DestinationStream } from 'pino';
import { httpMetrics } from './observability/http-metrics.js';
import { configureLogger, NestLogger, wantsPretty } from './observability/logger.js';
import { RedisStreamsIoAdapter } from './realtime/redis-io.adapter.js';
import { rejectBadStrings, verifyForm } from './shared/http/body-guard.js';
import { jsonBody } from './shared/http/json-body.js';
import { listenFirst, type EarlyHttp } from './shared/http/listen-first/listen-first.js';
import { ListeningExpressAdapter } from './shared/http/listen-first/listening-express-adapter.js';
import { cacheControlOf, precompressed } from './shared/http/precompressed.js';
import { securityHeaders } from './shared/http/security-headers.js';

const MAX_JSON_BODY_BYTES = 2 * 1024 * 1024;
const API_PATHS = /^\/(api|health|socket\.io)(\/|$)/;

interface AppOptions {
  logDestination?: DestinationStream;
  /** A server already listening ({@link listenFirst}): the app takes its requests over in `listen`. */
  early?: EarlyHttp;
}

/** Builds the whole product in one process: API, sockets, projections and the built client. */
export async function createApp(config: AppConfig, options: AppOptions = {}): Promise<NestExpressApplication> {
  // One JSON line per request and per notable event (pino), readable in a development terminal.
  configureLogger({ level: config.logLevel, pretty: wantsPretty(config.nodeEnv), destination: options.logDestination });
  const nestOptions: NestApplicationOptions = {
    logger: config.logLevel === 'silent' ? false : ['error', 'warn'],
    bodyParser: false,
    bufferLogs: config.logLevel !== 'silent',
  };
  const module = AppModule.forRoot(config);
  const app = options.early
    ? await NestFactory.create<NestExpressApplication>(module, new ListeningExpressAdapter(options.early), nestOptions)
    : await NestFactory.create<NestExpressApplication>(module, nestOptions);
  if (config.logLevel !== 'silent') app.useLogger(new NestLogger());
  app.use(httpMetrics);
  // X-Forwarded-For decides req.ip (sign-in throttling): believed only from proxies TRUST_PROXY names.
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.use(securityHeaders(config.secureCookies));
  // JSON bodies are read by our own reader: depth is refused as the bytes arrive, UTF-8 before JSON.parse runs.
  app.use(jsonBody(MAX_JSON_BODY_BYTES));
  app.use(express.urlencoded({ extended: false, limit: '2mb', verify: verifyForm }));
  app.use(rejectBadStrings);
  if (config.frontendDist && existsSync(join(config.frontendDist, 'index.html'))) {
    const dist = config.frontendDist;
    app.use(precompressed(dist));
    app.useStaticAssets(dist, {
      index: false,
      setHeaders: (res: Response, path: string) =>
        res.setHeader('Cache-Control', cacheControlOf(`/${relative(dist, path).split(sep).join('/')}`)),
    });
    // The client routes on its own: any non-API GET gets the app shell, and so does a HEAD (uptime
    // checks and proxies probe with it; it answered 404 while GET served the app).
    app.use((req: Request, res: Response, next: NextFunction) => {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || API_PATHS.test(req.path)) return next();
      res.sendFile(join(dist, 'index.html'));
    });
  }
  if (config.redisUrl) {
    const adapter = new RedisStreamsIoAdapter(app, config.redisUrl, deploymentIdOf(config));
    await adapter.connect();
    app.useWebSocketAdapter(adapter);
  }
  return app;
}

/**
 * The port first, then the app (issue 50): /health/live answers, and everything else a 503 with
 * Retry-After, while the app is built; the app answers from the moment its routes are in.
 */
export async function startApp(config: AppConfig, options: AppOptions = {}): Promise<{ app: NestExpressApplication; url: string }> {
  const early = options.early ?? (await listenFirst(config.port, config.host));
  const app = await createApp(config, { ...options, early }).catch(async (error: unknown) => {
    await early.close();
    throw error;
  });
  await app.listen(config.port, config.host);
  return { app, url: early.url };
}

export const lifecycleOf = (app: NestExpressApplication) => app.get(AppLifecycle);
