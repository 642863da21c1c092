import { createServer, type Server } from 'node:http';
import {
  Controller,
  Get,
  Header,
  Inject,
  Injectable,
  Module,
  type DynamicModule,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { httpLoggerOptions, logger } from './logger.js';
import { METRICS_CONTENT_TYPE, scrape, zeroCounters } from './metrics.js';

/**
 * What the app tells observability when it wires it (app.module.ts): where METRICS_PORT serves, and
 * who may read GET /api/admin/metrics (the access decorator of the auth context: observability
 * imports no context).
 */
export interface ObservabilityOptions {
  metricsPort: number | null;
  metricsHost: string;
  metricsAccess: ClassDecorator;
}

const OBSERVABILITY_OPTIONS = Symbol('OBSERVABILITY_OPTIONS');

/** GET /api/admin/metrics: the Prometheus text behind the access the app gives it (METRICS_PORT serves it without one). */
function metricsController(access: ClassDecorator) {
  @Controller('api/admin/metrics')
  @access
  class MetricsController {
    @Get()
    @Header('Content-Type', METRICS_CONTENT_TYPE)
    @Header('Cache-Control', 'no-store')
    metrics(): Promise<string> {
      return scrape();
    }
  }
  return MetricsController;
}

/**
 * The metrics server (METRICS_PORT) and the series created at 0 on start. Gauges read when scraped
 * are registered by whoever knows them (`onScrape`): projections their lag, realtime its sockets.
 */
@Injectable()
export class Observability implements OnApplicationBootstrap, OnApplicationShutdown {
  private server: Server | null = null;

  constructor(@Inject(OBSERVABILITY_OPTIONS) private readonly options: ObservabilityOptions) {}

  async onApplicationBootstrap(): Promise<void> {
    zeroCounters();
    if (this.options.metricsPort !== null) await this.listen(this.options.metricsPort);
  }

  async onApplicationShutdown(): Promise<void> {
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
      this.server!.listen(port, this.options.metricsHost, () => resolve());
    });
    logger('metrics').info({ port: this.metricsPort() }, 'metrics served at /metrics');
  }
}

/** Structured request logs (nestjs-pino) and metrics (prom-client); what feeds them registers itself. */
@Module({})
export class ObservabilityModule {
  static forRoot(options: ObservabilityOptions): DynamicModule {
    return {
      module: ObservabilityModule,
      imports: [LoggerModule.forRoot({ pinoHttp: httpLoggerOptions(), forRoutes: ['*path'] })],
      controllers: [metricsController(options.metricsAccess)],
      providers: [{ provide: OBSERVABILITY_OPTIONS, useValue: options }, Observability],
      exports: [Observability],
    };
  }
}
