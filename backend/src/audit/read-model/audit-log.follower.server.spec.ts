import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Database } from '../../database/database.js';
import { PostgresEventStore } from '../../event-store/postgres/postgres-event-store.js';
import { SERVER_URL, dropServerSchema } from '../../testing/databases.js';
import { verifyChain } from '../ledger/verify-chain.js';
import { AuditLogFollower } from './audit-log.follower.js';
import { AuditLogQueries } from './audit-log.queries.js';

/**
 * Readers of the Postgres store never read past a transaction still open anywhere on the server (the
 * xid gate), and the store's head is the newest event they may see. bench:audit, on a server shared
 * with other runs, saw `caughtUp()` resolve with 0 (and 3,000) of its million events chained: another
 * run's write transaction, older than the appends, hid them from the head `caughtUp` waited for.
 */
describe('the audit ledger behind an older transaction still open on the server', () => {
  const schema = `ledger_${randomBytes(6).toString('hex')}`;
  let db: Database;
  let store: PostgresEventStore;
  let follower: AuditLogFollower;
  let ledger: AuditLogQueries;

  beforeAll(async () => {
    if (!SERVER_URL) throw new Error('DATABASE_URL is not set: the server suites need the Postgres server');
    db = await Database.open({ databaseUrl: SERVER_URL, databaseSchema: schema, dataDir: '' });
    store = new PostgresEventStore(db, { pollMs: 50 });
    await store.init();
    follower = new AuditLogFollower(db, store);
    ledger = new AuditLogQueries(db);
  });
  afterAll(async () => {
    await follower.stop();
    await store.close();
    await db.close();
    await dropServerSchema(schema);
  });

  const append = (stream: string, count: number) =>
    store.append(
      stream,
      Array.from({ length: count }, (_, i) => ({
        id: randomUUID(),
        type: 'DocumentUpdated',
        data: { id: stream, title: `Title ${i}` },
        metadata: { actor: 'u-1', correlationId: randomUUID(), causationId: null, at: new Date(Date.UTC(2025, 0, 1, 9, i)).toISOString() },
      })),
      'no_stream',
    );

  it('does not say it caught up while committed events are out of its sight, and chains them all once they show', async () => {
    await append('before', 2);
    // Another run's write, in another schema: its transaction id is older than the appends that follow.
    const other = new pg.Client({ connectionString: SERVER_URL! });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query('SELECT pg_current_xact_id()');
      await append('after', 3);
      await follower.start();
      await expect(follower.caughtUp(undefined, 1000)).rejects.toThrow(/not at/);
      await other.query('COMMIT');
    } finally {
      await other.end();
    }
    await follower.caughtUp(undefined, 30_000);
    expect((await ledger.digest()).position).toBe(5);
    expect((await verifyChain(store, ledger)).ok).toBe(true);
  });
});
