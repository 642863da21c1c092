import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { roundTrip } from './backup.suite.js';

describe('backup and restore, embedded PGlite → PGlite', () => {
  const dirs: string[] = [];
  const dir = async () => {
    const d = await mkdtemp(join(tmpdir(), 'kb-backup-'));
    dirs.push(d);
    return d;
  };
  afterAll(async () => {
    for (const d of dirs) await rm(d, { recursive: true, force: true });
  });

  it('round-trips the history with the app running, refuses a damaged file and a non-empty target', async () => {
    const work = await dir();
    const pglite = (name: string) => ({ databaseUrl: null, databaseSchema: null, dataDir: join(work, name) });
    await roundTrip(pglite('source'), pglite('target'), pglite('spare'), join(work, 'kb.backup'), { whileRunning: true });
    // Two apps, a file read in its sandbox, a backup and a restore: over a minute on a loaded 2-core machine.
  }, 180_000);
});
