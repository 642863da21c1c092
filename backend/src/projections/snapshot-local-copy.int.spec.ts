import { existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/database.js';
import type { Position } from '../event-store/position.js';
import { openEmbedded } from '../testing/databases.js';
import type { MemoryProjector } from './projector.js';
import { restoreSnapshot, saveSnapshot, type Snapshots } from './snapshots.js';

/** A memory model whose whole state is a list of words, kept with snapshots. */
function model(name: string) {
  let words: string[] = [];
  let position: Position | null = null;
  const snapshots: Snapshots = {
    version: 'words:1',
    position: () => position,
    take: () => ({ position, state: { words: [...words], slots: Uint32Array.from(words.map((w) => w.length)) } }),
    restore: (state) => {
      const s = state as { words: string[]; slots: Uint32Array };
      if (!Array.isArray(s.words) || s.slots.length !== s.words.length) throw new Error('not a words state');
      words = s.words;
    },
  };
  const p: MemoryProjector & { snapshots: Snapshots } = {
    kind: 'memory',
    name,
    snapshots,
    reset: () => void (words = []),
    apply: () => undefined,
  };
  return {
    p,
    set(next: string[], at: bigint) {
      words = next;
      position = { major: at, minor: 0n };
    },
    words: () => words,
  };
}

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
    await db.query(`UPDATE index_snapshots SET data = repeat('A', length(data)) WHERE name = $1`, ['words-a']);
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

  it('a snapshot of several rows is read back whole, in order', async () => {
    const m = model('words-e');
    const words = Array.from({ length: 2_000 }, (_, i) => `${i % 2 ? 'كلمة' : 'word'}-${i}`);
    m.set(words, 11n);
    await saveSnapshot(db, m.p, 1000);
    const { rows } = await db.query<{ parts: number }>(`SELECT count(*)::int AS parts FROM index_snapshots WHERE name = $1`, ['words-e']);
    expect(rows[0].parts).toBeGreaterThan(10);
    m.set([], 0n);
    db.snapshotCacheDir = null;
    try {
      expect(await restoreSnapshot(db, m.p)).toEqual({ major: 11n, minor: 0n });
    } finally {
      db.snapshotCacheDir = dir;
    }
    expect(m.words()).toEqual(words);
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
