import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { Database } from '../database/database.js';
import type { EventStore } from '../event-store/event-store.port.js';
import { comparePositions } from '../event-store/position.js';
import { ProjectionRunner } from '../projections/projection-runner.js';
import { SeedRegistry } from './seeders.js';
import { APP_CONFIG, EVENT_STORE } from './tokens.js';
import { logger } from '../observability/logger.js';

/** Starts projections and seeding after every module registered itself; stops them in reverse. */
@Injectable()
export class AppLifecycle implements OnApplicationBootstrap, BeforeApplicationShutdown {
  ready = false;
  private startup: Promise<void> | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: Database,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly runner: ProjectionRunner,
    private readonly seeds: SeedRegistry,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (process.env.KB_NO_PROJECTIONS === '1') return;
    await this.runner.start();
    // Listening starts now; /health answers 503 until the read models caught up and seeds ran.
    this.startup = this.finishStartup().catch((error) => {
      logger('startup').error({ err: error }, 'Startup failed');
    });
  }

  /** Resolves when the app is ready (used by tests and the CLI). */
  whenReady(): Promise<void> {
    return this.startup ?? Promise.resolve();
  }

  private async finishStartup(): Promise<void> {
    const head = await this.store.headPosition();
    if (head) await this.runner.waitFor(head, { timeoutMs: 600_000 });
    await this.seeds.runAll({ demo: this.config.seed });
    this.ready = true;
  }

  async lag(): Promise<number> {
    const positions = Object.values(this.runner.positionsSnapshot());
    const slowest = positions.reduce<(typeof positions)[number] | undefined>(
      (a, b) => (a === undefined ? b : !a || (b && comparePositions(b, a) >= 0) ? a : b),
      undefined,
    );
    const behind = await this.store.readAll({ from: slowest ?? null, maxCount: 1000 });
    return behind.length;
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.startup?.catch(() => undefined);
    await this.runner.stop();
    await this.store.close();
    await this.db.close();
  }
}
