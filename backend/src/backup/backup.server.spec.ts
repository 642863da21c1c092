import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, it } from 'vitest';
import { SERVER_URL } from '../testing/databases.js';
import { roundTrip, type Target } from './backup.suite.js';

/** Moving to a Postgres server (PGlite → server) and server → server, each in fresh schemas. */
describe('backup and restore with a Postgres server', () => {
  const schemas: string[] = [];
  const dirs: string[] = [];
  const server = (): Target => {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    schemas.push(schema);
    return { databaseUrl: SERVER_URL!, databaseSchema: schema, dataDir: '' };
  };
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: SERVER_URL! });
    await admin.connect();
    for (const s of schemas) await admin.query(`DROP SCHEMA IF EXISTS "${s}" CASCADE`);
    await admin.end();
    for (const d of dirs) await rm(d, { recursive: true, force: true });
  });

  it('moves an embedded store to a server: same digest, documents, conversations, file bytes and sign-ins', async () => {
    const work = await mkdtemp(join(tmpdir(), 'kb-backup-'));
    dirs.push(work);
    await roundTrip(
      { databaseUrl: null, databaseSchema: null, dataDir: join(work, 'source') },
      server(),
      server(),
      join(work, 'kb.backup'),
      { whileRunning: false },
    );
  });

  it('copies a running server to another schema in one consistent snapshot', async () => {
    const work = await mkdtemp(join(tmpdir(), 'kb-backup-'));
    dirs.push(work);
    await roundTrip(server(), server(), server(), join(work, 'kb.backup'), { whileRunning: true });
  });
});
