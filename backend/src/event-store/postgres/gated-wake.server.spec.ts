import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/database.js';
import { openServerSchema } from '../../testing/databases.js';
import { PostgresEventStore } from './postgres-event-store.js';

const POLL_MS = 2000;

/**
 * Issue 50: a reader never reads past a transaction still open (the xid gate), so an append that
 * commits while an older transaction is open stays out of sight, and that transaction's commit wakes
 * nobody. Before, the reader then waited a whole poll interval (250 ms by default: the p95 of a push
 * across three instances); now it knows the append committed and looks again within a few ms.
 */
describe('a reader held back by an older open transaction (Postgres server)', () => {
  let db: Database;
  let drop: () => Promise<void>;
  let store: PostgresEventStore;

  beforeAll(async () => {
    ({ db, drop } = await openServerSchema());
    store = new PostgresEventStore(db, { pollMs: POLL_MS });
    await store.init();
  });
  afterAll(async () => {
    await store.close();
    await drop();
  });

  it('sees the append soon after that transaction commits, not a poll interval later', async () => {
    const abort = new AbortController();
    const seen: number[] = [];
    const reading = (async () => {
      for await (const event of store.subscribeToAll({ signal: abort.signal })) if (event.type === 'Gated') seen.push(performance.now());
    })();
    const older = await db.pool.connect();
    try {
      await older.query('BEGIN');
      await older.query('SELECT pg_current_xact_id()');
      const metadata = { actor: 'tester', correlationId: randomUUID(), causationId: null, at: new Date().toISOString() };
      await store.append(`gate-${randomUUID()}`, [{ id: randomUUID(), type: 'Gated', data: {}, metadata }], 'no_stream');
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(seen).toEqual([]);
      const committed = performance.now();
      await older.query('COMMIT');
      await expect.poll(() => seen.length, { timeout: POLL_MS * 2, interval: 5 }).toBe(1);
      expect(seen[0] - committed).toBeLessThan(POLL_MS / 2);
    } finally {
      older.release();
      abort.abort();
      await reading;
    }
  });
});
