import { Inject, Injectable, Optional, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { Server } from 'node:net';
import type { AppConfig } from '../config/app-config.js';
import { Database } from '../database/database.js';
import type { EventStore } from '../event-store/event-store.port.js';
import { comparePositions, type Position } from '../event-store/position.js';
import { observeProjections } from '../projections/projection-metrics.js';
import { ProjectionRunner, ProjectionTimeoutError } from '../projections/projection-runner.js';
import { SeedRegistry } from './seeders.js';
import { SnapshotSaver } from './snapshot-saver.js';
import { APP_CONFIG, EVENT_STORE } from './tokens.js';
import { logger } from '../observability/logger.js';

/**
 * Where a start is: what /health/ready names while it answers 503. `starting`: the port is open and
 * the app not built yet (the early answers of shared/http/listen-first).
 */
export type StartPhase = 'starting' | 'waiting for the port' | 'migrating' | 'catching up' | 'seeding' | 'ready' | 'failed';

/** How long the catch-up waits for the HTTP port to open before it starts anyway. */
const LISTEN_WAIT_MS = 2_000;
/** How often the catch-up looks whether a stop was asked for while it waits. */
const CATCH_UP_STEP_MS = 5_000;

/**
 * Starts projections and seeding after every module registered itself; stops them in reverse.
 * A start is in two steps (issue 50): the HTTP port opens first (/health/live answers at once),
 * then the read models migrate and catch up and the seeds run; `ready` turns true at the end.
 */
@Injectable()
export class AppLifecycle implements OnApplicationBootstrap, BeforeApplicationShutdown {
  ready = false;
  phase: StartPhase = 'waiting for the port';
  /** Why the read models could not start (migrations, a rebuild): the process should exit. */
  failure: Error | null = null;
  private startup: Promise<void> | null = null;
  private stopping = false;
  private unobserve: (() => void) | null = null;
  private readonly snapshots: SnapshotSaver;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: Database,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly runner: ProjectionRunner,
    private readonly seeds: SeedRegistry,
    @Optional() private readonly adapterHost?: HttpAdapterHost,
  ) {
    this.snapshots = new SnapshotSaver(db, runner);
  }

  onApplicationBootstrap(): void {
    // Every module registered its projectors by now.
    this.unobserve = observeProjections(this.runner, this.store);
    if (process.env.KB_NO_PROJECTIONS === '1') return;
    // Not awaited: `listen` runs once bootstrap returns, and /health answers 503 until this is done.
    this.startup = this.afterListening()
      .then(() => this.finishStartup())
      .catch((error: Error) => {
        this.phase = 'failed';
        logger('startup').error({ err: error }, 'Startup failed');
      });
  }

  /** Resolves once the HTTP server listens (at once without one: the CLI's application context). */
  private afterListening(): Promise<void> {
    const server = this.adapterHost?.httpAdapter?.getHttpServer() as Server | undefined;
    if (!server || server.listening) return new Promise((resolve) => setImmediate(resolve));
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        server.off('listening', done);
        setImmediate(resolve);
      };
      const timer = setTimeout(done, LISTEN_WAIT_MS);
      server.once('listening', done);
    });
  }

  /**
   * Resolves when the app is ready (used by tests and the CLI); rejects when the read models could
   * not start, as `createApp` did when it still waited for them.
   */
  async whenReady(): Promise<void> {
    await this.startup;
    if (this.failure) throw this.failure;
  }

  private async finishStartup(): Promise<void> {
    this.phase = 'migrating';
    await this.runner.start().catch((error: Error) => {
      this.failure = error;
      throw error;
    });
    this.snapshots.started();
    this.phase = 'catching up';
    const head = await this.store.headPosition();
    if (head) await this.catchUp(head);
    await this.snapshots.saveRebuilt();
    this.phase = 'seeding';
    await this.seeds.runAll({ demo: this.config.seed });
    this.phase = 'ready';
    this.ready = true;
    this.snapshots.schedule();
  }

  /**
   * Waits as long as the read models need: a first start on a large store takes many minutes (20k
   * documents on three instances took over 10), and a start that gave up at a fixed limit stayed "not
   * ready" for good once they had caught up. A line a minute says which are still behind; a stop ends it.
   */
  private async catchUp(head: Position): Promise<void> {
    for (let waited = 1; !this.stopping; waited++) {
      try {
        return await this.runner.waitFor(head, { timeoutMs: CATCH_UP_STEP_MS });
      } catch (error) {
        if (!(error instanceof ProjectionTimeoutError)) throw error;
        if ((waited * CATCH_UP_STEP_MS) % 60_000 === 0)
          logger('startup').info(
            { behind: error.waitingFor, minutes: (waited * CATCH_UP_STEP_MS) / 60_000 },
            'Read models still catching up',
          );
      }
    }
    throw new Error('Stopped while the read models were catching up');
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
    this.unobserve?.();
    this.stopping = true;
    await this.startup?.catch(() => undefined);
    await this.runner.stop();
    // Stopped, the memory models hold exactly what their positions say: the next start begins there.
    if (this.ready) await this.snapshots.stop();
    await this.store.close();
    await this.db.close();
  }
}
