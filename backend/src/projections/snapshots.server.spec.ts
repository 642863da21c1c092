import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database.js';
import { openServerSchema } from '../testing/databases.js';
import { restoreSnapshot, saveSnapshot } from './snapshots.js';
import { wordsModel } from './testing/words-model.js';

/** A new machine has no local copy: its instances read the snapshots' rows from the server (COPY, binary). */
describe('snapshots read from the Postgres server', () => {
  let db: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ db, drop } = await openServerSchema());
    db.snapshotCacheDir = null;
  });
  afterAll(() => drop());

  it('restores two models side by side from snapshots of many rows, each whole and in order', async () => {
    const a = wordsModel('words-a');
    const b = wordsModel('words-b');
    const wordsA = Array.from({ length: 3_000 }, (_, i) => `${i % 3 ? 'تعميم' : 'roaming'}-${i}`);
    const wordsB = Array.from({ length: 1_000 }, (_, i) => `باقة-${i}`);
    a.set(wordsA, 40n);
    b.set(wordsB, 41n);
    await saveSnapshot(db, a.p, 1000);
    await saveSnapshot(db, b.p, 700);
    a.set([], 0n);
    b.set([], 0n);
    const [fromA, fromB] = await Promise.all([restoreSnapshot(db, a.p), restoreSnapshot(db, b.p)]);
    expect([fromA, fromB]).toEqual([
      { major: 40n, minor: 0n },
      { major: 41n, minor: 0n },
    ]);
    expect(a.words()).toEqual(wordsA);
    expect(b.words()).toEqual(wordsB);
    // The connection is usable after the COPY.
    expect((await db.query('SELECT count(*)::int AS n FROM memory_snapshots')).rows[0].n).toBeGreaterThan(20);
  });

  it('does not restore a snapshot whose rows were damaged', async () => {
    const a = wordsModel('words-c');
    a.set(['one', 'two'], 5n);
    await saveSnapshot(db, a.p, 10);
    await db.query(`UPDATE memory_snapshots SET data = substring(data from 2) WHERE name = 'words-c' AND part = 0`);
    expect(await restoreSnapshot(db, a.p)).toBeNull();
    expect(a.words()).toEqual([]);
  });
});
