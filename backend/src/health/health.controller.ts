import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { HealthResponse } from '@kb/contracts';
import { Public } from '../auth/access.js';
import { Database } from '../database/database.js';
import { AppLifecycle } from '../core/lifecycle.js';
import { EVENT_STORE } from '../core/tokens.js';
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
  ) {}

  @Get()
  @Public()
  async health(@Res({ passthrough: true }) res: Response): Promise<HealthResponse> {
    const projections = Object.fromEntries(
      Object.entries(this.runner.positionsSnapshot()).map(([k, v]) => [k, v ? formatPosition(v) : 'start']),
    );
    const lag = await this.lifecycle.lag().catch(() => -1);
    const ready = this.lifecycle.ready && lag >= 0;
    res.status(ready ? 200 : 503);
    return { status: ready ? 'ok' : 'starting', database: this.db.mode, eventStore: this.store.adapter, projectionLag: lag, projections };
  }
}
