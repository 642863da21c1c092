import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { HealthResponse } from '@kb/contracts';
import { Public } from '../auth/access.js';
import { Database } from '../database/database.js';
import { AppLifecycle, type StartPhase } from '../core/lifecycle.js';
import { APP_CONFIG, EVENT_STORE } from '../core/tokens.js';
import type { AppConfig } from '../config/app-config.js';
import type { EventStore } from '../event-store/event-store.port.js';
import { formatPosition } from '../event-store/position.js';
import { ProjectionRunner } from '../projections/projection-runner.js';

@Controller('health')
export class HealthController {
  constructor(
    private readonly db: Database,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly runner: ProjectionRunner,
    private readonly lifecycle: AppLifecycle,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * 200 when ready, 503 while starting, for anyone (load balancers probe it anonymously). Only an
   * admin's session also gets the database mode, projection positions and lag: to anyone else they
   * map the deployment and its load.
   */
  @Get()
  @Public()
  async health(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<HealthResponse | Pick<HealthResponse, 'status'>> {
    // Not read while starting, but for an admin: a page of events per probe while the catch-up runs.
    const lag = this.lifecycle.ready || req.user?.role === 'admin' ? await this.lifecycle.lag().catch(() => -1) : -1;
    const ready = this.lifecycle.ready && lag >= 0;
    const status = ready ? 'ok' : 'starting';
    res.status(ready ? 200 : 503);
    res.setHeader('Cache-Control', 'no-store');
    if (req.user?.role !== 'admin') return { status };
    const projections = Object.fromEntries(
      Object.entries(this.runner.positionsSnapshot()).map(([k, v]) => [k, v ? formatPosition(v) : 'start']),
    );
    return { status, database: this.db.mode, eventStore: this.store.adapter, projectionLag: lag, projections };
  }

  /** Liveness: the process answers. Restart it when this fails, nothing more. */
  @Get('live')
  @Public()
  live(@Res({ passthrough: true }) res: Response): { status: 'ok' } {
    res.setHeader('Cache-Control', 'no-store');
    return { status: 'ok' };
  }

  /**
   * Readiness: migrations and seeding done, the database answers, and every projection trails the
   * store by at most HEALTH_MAX_LAG events with none failing. 503 with the failed checks otherwise,
   * so an orchestrator sends traffic elsewhere until it passes.
   */
  @Get('ready')
  @Public()
  async ready(
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ status: 'ready' | 'not_ready'; checks: Record<string, boolean>; reason?: StartPhase }> {
    res.setHeader('Cache-Control', 'no-store');
    const database = await this.db.query('SELECT 1').then(
      () => true,
      () => false,
    );
    // While starting, what the start is doing; the lag is not read (a page of events per probe).
    if (!this.lifecycle.ready) {
      res.status(503);
      return { status: 'not_ready', checks: { migrations: false, database, projections: false }, reason: this.lifecycle.phase };
    }
    const lag = database ? await this.lifecycle.lag().catch(() => -1) : -1;
    const failing = this.runner.list().some((p) => this.runner.lastError(p.name));
    const checks = {
      migrations: this.lifecycle.ready,
      database,
      projections: lag >= 0 && lag <= this.config.healthMaxLag && !failing,
    };
    const ok = Object.values(checks).every(Boolean);
    res.status(ok ? 200 : 503);
    return { status: ok ? 'ready' : 'not_ready', checks };
  }
}
