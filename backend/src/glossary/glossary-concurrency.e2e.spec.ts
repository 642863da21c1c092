import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GlossaryEntry } from '@kb/contracts';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { requireBuilt } from '../testing/process.js';
import { signIn, type Client } from '../testing/http.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

/**
 * Issue 44: adding a glossary entry answered 409 ("you had version 1118, it is now at 1119") 5 times
 * in 609 adds while a backup ran beside four admins adding at once. A new entry depends on no
 * version an admin saw: its add is decided again on the stream as it is, however many others won
 * the race, and never refused as stale.
 */
const ADDS = 1_000;
const CLIENTS = 4;
const run = promisify(execFile);
const DIST_BACKUP = fileURLToPath(new URL('../../dist/cli/backup.js', import.meta.url));

describe('glossary adds from several admins at once, during backups', () => {
  let dir: string;
  let app: TestApp;
  let admins: Client[];

  beforeAll(async () => {
    requireBuilt();
    dir = await mkdtemp(join(tmpdir(), 'kb-glossary-race-'));
    app = await startTestApp({ databaseUrl: null, databaseSchema: null, dataDir: join(dir, 'data') });
    admins = await Promise.all(Array.from({ length: CLIENTS }, () => signIn(app.url, 'admin')));
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it(`records all ${ADDS} adds from ${CLIENTS} clients with 201, none refused with 409`, async () => {
    let adding = true;
    const backups = (async () => {
      let written = 0;
      while (adding) {
        // `npm run backup` as an operator runs it: its own process, reading through the app's database socket.
        await run(process.execPath, [DIST_BACKUP, '--out', join(dir, `kb-${written}.backup`)], {
          env: { ...process.env, DATA_DIR: join(dir, 'data') },
        });
        written++;
        if (adding) await new Promise((r) => setTimeout(r, 500));
      }
      return written;
    })();
    const started = performance.now();
    const statuses: number[] = [];
    const ids: string[] = [];
    try {
      await Promise.all(
        admins.map(async (admin, k) => {
          for (let i = k; i < ADDS; i += CLIENTS) {
            const res = await admin.post('/api/glossary', { terms: [`race term ${i} a`, `race term ${i} b`] });
            statuses.push(res.status);
            if (res.status === 201) ids.push((res.body as GlossaryEntry).id);
          }
        }),
      );
    } finally {
      adding = false;
    }
    const written = await backups;
    console.log(
      `[glossary race] ${ADDS} adds from ${CLIENTS} clients in ${Math.round(performance.now() - started)} ms beside ${written} backups: ${JSON.stringify(statuses.reduce<Record<number, number>>((c, s) => ({ ...c, [s]: (c[s] ?? 0) + 1 }), {}))}`,
    );
    expect(written).toBeGreaterThanOrEqual(1);
    const counts = statuses.reduce<Record<number, number>>((c, s) => ({ ...c, [s]: (c[s] ?? 0) + 1 }), {});
    expect(counts).toEqual({ 201: ADDS });
    const listed = new Set(((await admins[0].get('/api/glossary')).body as GlossaryEntry[]).map((e) => e.id));
    expect(ids.filter((id) => !listed.has(id))).toEqual([]);
  }, 600_000);
});
