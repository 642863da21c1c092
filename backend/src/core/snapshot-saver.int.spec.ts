import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database.js';
import type { ProjectionRunner } from '../projections/projection-runner.js';
import { wordsModel } from '../projections/testing/words-model.js';
import { openEmbedded } from '../testing/databases.js';
import { FRESH_ENOUGH_MS, SnapshotSaver, storedIsEnough } from './snapshot-saver.js';

const at = (n: bigint) => ({ major: n, minor: 0n });

describe('whether the snapshot the database holds makes writing one unneeded', () => {
  const m = wordsModel('words');
  m.set(['باقة'], 9n);
  const stored = (position: bigint, ageMs: number, version = 'words:1') => ({ version, position: at(position), ageMs });

  it('given one at this position or later, any save is unneeded', () => {
    expect(storedIsEnough(stored(9n, 3_600_000), m.p, false)).toBe('covers');
    expect(storedIsEnough(stored(12n, 3_600_000), m.p, true)).toBe('covers');
  });

  it('given an earlier one written recently, only a scheduled save is unneeded', () => {
    expect(storedIsEnough(stored(7n, 60_000), m.p, true)).toBe('fresh');
    expect(storedIsEnough(stored(7n, 60_000), m.p, false)).toBeNull();
  });

  it('given an earlier one older than the freshness window, or of another version, or none, the save is needed', () => {
    expect(storedIsEnough(stored(7n, FRESH_ENOUGH_MS + 1), m.p, true)).toBeNull();
    expect(storedIsEnough(stored(12n, 0, 'words:0'), m.p, true)).toBeNull();
    expect(storedIsEnough(null, m.p, true)).toBeNull();
  });
});

/** Two savers on one database: two instances of one deployment, each with its own copy of a model. */
describe('snapshot savers of instances sharing a database', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openEmbedded();
    db.snapshotCacheDir = null;
  });
  afterAll(() => db.close());

  const instance = (words: string[], position: bigint) => {
    const m = wordsModel('words-shared');
    m.set([], 0n);
    const saver = new SnapshotSaver(db, { list: () => [m.p] } as unknown as ProjectionRunner);
    saver.started();
    m.set(words, position);
    return { m, saver };
  };
  const rows = async () =>
    (
      await db.query<{ position: string; taken_at: string }>(
        `SELECT position, taken_at::text AS taken_at FROM memory_snapshots WHERE name = 'words-shared' AND part = 0`,
      )
    ).rows[0];

  it('writes once when both stop at the same position, and again when one stops later', async () => {
    const a = instance(['roaming', 'تعميم'], 7n);
    const b = instance(['roaming', 'تعميم'], 7n);
    await a.saver.stop();
    const first = await rows();
    expect(first.position).toBe('7/0');
    await b.saver.stop();
    expect(await rows()).toEqual(first);

    const c = instance(['roaming', 'تعميم', 'باقة'], 9n);
    await c.saver.stop();
    expect((await rows()).position).toBe('9/0');
  });

  it('leaves a recent snapshot of another instance in place on a scheduled round, and replaces an old one', async () => {
    const a = instance(['one'], 20n);
    await a.saver.stop();
    const written = await rows();
    const b = instance(['one', 'two'], 21n);
    await b.saver.saveScheduled();
    expect(await rows()).toEqual(written);

    await db.query(`UPDATE memory_snapshots SET taken_at = taken_at - make_interval(secs => $1) WHERE name = 'words-shared'`, [
      FRESH_ENOUGH_MS / 1000 + 1,
    ]);
    await b.saver.saveScheduled();
    expect((await rows()).position).toBe('21/0');
  });
});
