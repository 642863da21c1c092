import type { Database } from '../database/database.js';
import { comparePositions, formatPosition } from '../event-store/position.js';
import { logger } from '../observability/logger.js';
import type { ProjectionRunner } from '../projections/projection-runner.js';
import { keepsSnapshots, saveSnapshot, storedSnapshot, wasRestored, type StoredSnapshot } from '../projections/snapshots.js';

/**
 * After the start, the first snapshot waits this long and up to as long again, at random: the first
 * requests get the database first, and instances started together do not all write at once.
 */
const FIRST_SAVE_MS = 30_000;
/** Then a snapshot about this often (±10%), of the models that moved since the last one. */
const SAVE_EVERY_MS = 10 * 60_000;
/**
 * A snapshot of the same version another instance wrote this recently is enough for a scheduled
 * save: a start replays only the events since it, and someone writes a newer one within minutes.
 */
export const FRESH_ENOUGH_MS = SAVE_EVERY_MS / 2;

type Model = Parameters<typeof saveSnapshot>[1];

/**
 * Whether the snapshot the database holds makes writing `p`'s own unneeded (issue 50: three instances
 * restarted together wrote the same 125 MB each, 30 s after their start, and the database's writes
 * held every request of the run for over a second): it covers `p`'s position, or, for a scheduled
 * save, it is fresh enough. A snapshot of another version (an instance not yet upgraded) never is.
 */
export function storedIsEnough(stored: StoredSnapshot | null, p: Model, scheduled: boolean): 'covers' | 'fresh' | null {
  if (!stored?.position || stored.version !== p.snapshots.version) return null;
  const own = p.snapshots.position();
  if (!own || comparePositions(stored.position, own) >= 0) return 'covers';
  return scheduled && stored.ageMs < FRESH_ENOUGH_MS ? 'fresh' : null;
}

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
      this.timer = setTimeout(() => void this.saveScheduled().finally(() => next(SAVE_EVERY_MS * (0.9 + Math.random() / 5))), ms);
      this.timer.unref();
    };
    next(FIRST_SAVE_MS * (1 + Math.random()));
  }

  /** A scheduled round: the models that moved, unless the database holds a fresh enough snapshot. */
  saveScheduled(): Promise<void> {
    return this.saveAll(() => true, true);
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

  /**
   * Writes the snapshots of the models that moved, unless the database's is enough
   * ({@link storedIsEnough}); one write at a time; failures are logged.
   */
  private saveAll(which: (p: object) => boolean = () => true, scheduled = false): Promise<void> {
    this.saving = this.saving.then(async () => {
      for (const p of this.models()) {
        const position = this.positionOf(p);
        if (!position || this.saved.get(p.name) === position || !which(p)) continue;
        const enough = storedIsEnough(await storedSnapshot(this.db, p.name), p, scheduled);
        if (enough === 'covers') this.saved.set(p.name, position);
        if (enough) {
          logger('snapshot').info(
            { projector: p.name, stored: enough },
            `snapshot of ${p.name} not written: the database's ${enough === 'covers' ? 'covers this position' : 'is recent'}`,
          );
          continue;
        }
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
