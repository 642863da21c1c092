import { existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database.js';
import { openEmbedded } from '../testing/databases.js';
import { restoreSnapshot, saveSnapshot } from './snapshots.js';
import { wordsModel as model } from './testing/words-model.js';

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
};

describe('snapshots kept on local disk beside the database', () => {
  let db: Database;
  let dir: string;
  const file = (name: string) => join(dir, `${name}.snapshot`);

  beforeAll(async () => {
    db = await openEmbedded();
    dir = await mkdtemp(join(tmpdir(), 'kb-snapshot-copy-'));
    db.snapshotCacheDir = dir;
  });
  afterAll(async () => {
    await db.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('a restore reads the local copy, not the rows, when it is the same snapshot', async () => {
    const m = model('words-a');
    m.set(['تعميم', 'roaming', 'باقة'], 7n);
    await saveSnapshot(db, m.p);
    expect(existsSync(file('words-a'))).toBe(true);
    // The rows' bytes become garbage of the same length: only the local copy still holds the state.
    await db.query(`UPDATE memory_snapshots SET data = decode(repeat('00', length(data)), 'hex') WHERE name = $1`, ['words-a']);
    m.set([], 0n);
    expect(await restoreSnapshot(db, m.p)).toEqual({ major: 7n, minor: 0n });
    expect(m.words()).toEqual(['تعميم', 'roaming', 'باقة']);
    // Without the local copy the same rows do not restore: the state came from the file.
    db.snapshotCacheDir = null;
    try {
      expect(await restoreSnapshot(db, m.p)).toBeNull();
    } finally {
      db.snapshotCacheDir = dir;
    }
  });

  it('a copy of an older snapshot is not used: the rows are read, and the copy replaced', async () => {
    const m = model('words-b');
    m.set(['old'], 3n);
    await saveSnapshot(db, m.p);
    const stale = join(dir, 'stale');
    await copyFile(file('words-b'), stale);
    m.set(['new', 'state'], 9n);
    await saveSnapshot(db, m.p);
    await copyFile(stale, file('words-b'));
    expect(await restoreSnapshot(db, m.p)).toEqual({ major: 9n, minor: 0n });
    expect(m.words()).toEqual(['new', 'state']);
    // The restore wrote the copy of the rows it read: it now names them.
    await until(() => !readFileSyncSafe(file('words-b')).includes('"position":"3'));
    expect(readFileSyncSafe(file('words-b'))).toContain('"position":"9');
  });

  it('a damaged copy fails its check and the rows are read', async () => {
    const m = model('words-c');
    m.set(['alpha', 'beta', 'gamma'], 5n);
    await saveSnapshot(db, m.p);
    const bytes = await readFile(file('words-c'));
    bytes[bytes.length - 3] ^= 0xff;
    await writeFile(file('words-c'), bytes);
    m.set([], 0n);
    expect(await restoreSnapshot(db, m.p)).toEqual({ major: 5n, minor: 0n });
    expect(m.words()).toEqual(['alpha', 'beta', 'gamma']);
  });

  it('a snapshot of many rows is read back whole, in order; rows of other sizes are not used', async () => {
    const m = model('words-e');
    const words = Array.from({ length: 2_000 }, (_, i) => `${i % 2 ? 'كلمة' : 'word'}-${i}`);
    m.set(words, 11n);
    await saveSnapshot(db, m.p, 1000);
    const { rows } = await db.query<{ parts: number }>(`SELECT count(*)::int AS parts FROM memory_snapshots WHERE name = $1`, ['words-e']);
    expect(rows[0].parts).toBeGreaterThan(10);
    m.set([], 0n);
    db.snapshotCacheDir = null;
    try {
      expect(await restoreSnapshot(db, m.p)).toEqual({ major: 11n, minor: 0n });
      expect(m.words()).toEqual(words);
      // A row cut short: what the rows hold no longer deserialises, and is not used.
      await db.query(`UPDATE memory_snapshots SET data = substring(data from 1 for length(data) - 1) WHERE name = $1 AND part = 3`, [
        'words-e',
      ]);
      expect(await restoreSnapshot(db, m.p)).toBeNull();
    } finally {
      db.snapshotCacheDir = dir;
    }
  });

  it('a missing copy is written by the restore that read the rows', async () => {
    const m = model('words-d');
    m.set(['one'], 2n);
    await saveSnapshot(db, m.p);
    await rm(file('words-d'));
    expect(await restoreSnapshot(db, m.p)).toEqual({ major: 2n, minor: 0n });
    await until(() => existsSync(file('words-d')));
    expect(existsSync(file('words-d'))).toBe(true);
  });
});

function readFileSyncSafe(path: string): string {
  try {
    return readFileSync(path, 'latin1');
  } catch {
    return '';
  }
}
