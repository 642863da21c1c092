import type { Database } from '../database/database.js';
import { formatPosition } from '../event-store/position.js';
import { logger } from '../observability/logger.js';
import type { ProjectionRunner } from '../projections/projection-runner.js';
import { keepsSnapshots, saveSnapshot, wasRestored } from '../projections/snapshots.js';

/** After the start, the first snapshot waits this long: the first requests get the database first. */
const FIRST_SAVE_MS = 30_000;
/** Then a snapshot this often, of the models that moved since the last one. */
const SAVE_EVERY_MS = 10 * 60_000;

/**
 * When the memory models' snapshots are written (projections/snapshots.ts): at the end of a start
 * that rebuilt a model, some time after the app is ready, every ten minutes, and at a clean stop;
 * each only when its model moved since the one it started from or last wrote. A crash loses at most
 * the events since then: they are replayed.
 */
export class SnapshotSaver {
  private readonly saved = new Map<string, string>();
  private timer: NodeJS.Timeout | null = null;
  private saving: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly runner: ProjectionRunner,
  ) {}

  private models() {
    return this.runner.list().filter(keepsSnapshots);
  }

  /** What each model started from (its snapshot's position, or none). */
  started(): void {
    for (const p of this.models()) this.saved.set(p.name, this.positionOf(p));
  }

  schedule(): void {
    const next = (ms: number) => {
      if (this.stopped) return;
      this.timer = setTimeout(() => void this.saveAll().finally(() => next(SAVE_EVERY_MS)), ms);
      this.timer.unref();
    };
    next(FIRST_SAVE_MS);
  }

  /** At a clean stop (the runner stopped): the last snapshots, and no more after them. */
  stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    return this.saveAll();
  }

  /**
   * After a catch-up, of the models that had no usable snapshot (a first start, another analyser):
   * before the app says it is ready, so that the next start does not rebuild them too.
   */
  saveRebuilt(): Promise<void> {
    return this.saveAll((p) => !wasRestored(p));
  }

  /** Writes the snapshots of the models that moved; one write at a time; failures are logged. */
  private saveAll(which: (p: object) => boolean = () => true): Promise<void> {
    this.saving = this.saving.then(async () => {
      for (const p of this.models()) {
        const position = this.positionOf(p);
        if (!position || this.saved.get(p.name) === position || !which(p)) continue;
        const started = performance.now();
        try {
          const bytes = await saveSnapshot(this.db, p);
          this.saved.set(p.name, position);
          const ms = Math.round(performance.now() - started);
          logger('snapshot').info({ projector: p.name, bytes, ms }, `snapshot of ${p.name} saved (${bytes} bytes, ${ms} ms)`);
        } catch (error) {
          logger('snapshot').warn({ projector: p.name, err: error }, `snapshot of ${p.name} not saved`);
        }
      }
    });
    return this.saving;
  }

  private positionOf(p: ReturnType<SnapshotSaver['models']>[number]): string {
    const position = p.snapshots.position();
    return position ? formatPosition(position) : '';
  }
}
