import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Database } from './database/database.js';
import { DIST_REPLAY, exitOf, healthDetails, requireBuilt, startServerProcess, waitHealthy } from './testing/process.js';

const run = promisify(execFile);

async function snapshot(dataDir: string) {
  const db = await Database.open({ databaseUrl: null, databaseSchema: null, dataDir });
  try {
    const events = Number((await db.query('SELECT count(*) AS n FROM events')).rows[0].n);
    const checkpoints = (await db.query('SELECT name, position FROM projection_checkpoints ORDER BY name')).rows;
    const tables = (await db.query(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`)).rows.map(
      (r) => r.tablename,
    );
    const rows: Record<string, number> = {};
    for (const t of tables) rows[t] = Number((await db.query(`SELECT count(*) AS n FROM ${t}`)).rows[0].n);
    return { events, checkpoints, rows };
  } finally {
    await db.close();
  }
}

describe('the one-process product on its embedded defaults', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'kb-e2e-'));
  beforeAll(requireBuilt);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts on an empty DATA_DIR, reports its modes, stops on SIGTERM and keeps everything across a restart', async () => {
    const started = Date.now();
    const first = await startServerProcess({ DATA_DIR: dataDir });
    expect(await waitHealthy(first.url)).toEqual({ status: 'ok' });
    expect(Date.now() - started).toBeLessThan(60_000);
    // The build's bundle (scripts/bundle-backend.mjs) is what runs, not the modules one by one.
    expect(first.output()).toMatch(/"bundled":true/);
    // Modes and lag are for admins only (signing in before the snapshot below is taken).
    expect(await healthDetails(first.url)).toMatchObject({ status: 'ok', database: 'pglite', eventStore: 'postgres', projectionLag: 0 });
    first.child.kill('SIGTERM');
    expect(await exitOf(first.child)).toBe(0);

    const before = await snapshot(dataDir);
    expect(before.events).toBeGreaterThan(0);

    const second = await startServerProcess({ DATA_DIR: dataDir });
    // 'ok' means caught up; the details would need a sign-in, which would add an event.
    expect(await waitHealthy(second.url)).toEqual({ status: 'ok' });
    second.child.kill('SIGTERM');
    expect(await exitOf(second.child)).toBe(0);

    // Nothing was re-seeded or lost: same events, same read-model rows, same checkpoints.
    expect(await snapshot(dataDir)).toEqual(before);
  }, 180_000); // two process starts and a stop: slow only on a loaded machine

  it('replay --verify rebuilds every read model beside the live one and finds equal checksums', async () => {
    const { stdout } = await run(process.execPath, [DIST_REPLAY, '--verify'], { env: { ...process.env, DATA_DIR: dataDir } });
    const lines = stdout.trim().split('\n');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(/^OK\s+\S+\s+position=\S+ live=(\w+) rebuilt=\1$/);
  });
});
