import { createServer, type Server } from 'node:http';
import { Controller, Get, Header, Inject, Injectable, Module, type DynamicModule, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { LoggerModule } from 'nestjs-pino';
import { Roles } from '../auth/access.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG, EVENT_STORE } from '../core/tokens.js';
import type { EventStore } from '../event-store/event-store.port.js';
import { ProjectionRunner } from '../projections/projection-runner.js';
import { instrumentAssistant, instrumentLivePublisher } from './hooks.js';
import { httpLoggerOptions, logger } from './logger.js';
import { METRICS_CONTENT_TYPE, onScrape, projectionLagEvents, projectionLagSeconds, scrape } from './metrics.js';

/** GET /api/admin/metrics: the Prometheus text behind an admin session (METRICS_PORT serves it without one). */
@Controller('api/admin/metrics')
export class MetricsController {
  @Get()
  @Roles('admin')
  @Header('Content-Type', METRICS_CONTENT_TYPE)
  @Header('Cache-Control', 'no-store')
  metrics(): Promise<string> {
    return scrape();
  }
}

@Injectable()
export class Observability implements OnApplicationBootstrap, OnApplicationShutdown {
  private server: Server | null = null;
  private readonly undo: Array<() => void> = [];

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly runner: ProjectionRunner,
    private readonly modules: ModuleRef,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.undo.push(instrumentAssistant(this.modules), instrumentLivePublisher(this.modules));
    this.undo.push(onScrape(() => this.projectionLag()));
    if (this.config.metricsPort !== null) await this.listen(this.config.metricsPort);
  }

  async onApplicationShutdown(): Promise<void> {
    for (const undo of this.undo.splice(0)) undo();
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The port the metrics server listens on (null when METRICS_PORT is unset). */
  metricsPort(): number | null {
    const address = this.server?.address();
    return typeof address === 'object' && address ? address.port : null;
  }

  private async listen(port: number): Promise<void> {
    this.server = createServer((req, res) => {
      if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
        res.writeHead(404).end();
        return;
      }
      scrape().then(
        (text) => res.writeHead(200, { 'Content-Type': METRICS_CONTENT_TYPE, 'Cache-Control': 'no-store' }).end(text),
        () => res.writeHead(500).end(),
      );
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(port, this.config.metricsHost, () => resolve());
    });
    logger('metrics').info({ port: this.metricsPort() }, 'metrics served at /metrics');
  }

  /** Per projector: events not applied yet (up to 1000) and the age of the oldest of them. */
  private async projectionLag(): Promise<void> {
    const now = Date.now();
    for (const [name, at] of Object.entries(this.runner.positionsSnapshot())) {
      const behind = await this.store.readAll({ from: at, maxCount: 1000 });
      projectionLagEvents.set({ projector: name }, behind.length);
      projectionLagSeconds.set({ projector: name }, behind.length ? Math.max(0, (now - Date.parse(behind[0].recordedAt)) / 1000) : 0);
    }
  }
}

/** Structured request logs (nestjs-pino), metrics (prom-client) and the hooks that feed them. */
@Module({})
export class ObservabilityModule {
  static forRoot(): DynamicModule {
    return {
      module: ObservabilityModule,
      imports: [LoggerModule.forRoot({ pinoHttp: httpLoggerOptions(), forRoutes: ['*path'] })],
      controllers: [MetricsController],
      providers: [Observability],
      exports: [Observability],
    };
  }
}
