import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/database.js';
import { PostgresEventStore } from '../../event-store/postgres/postgres-event-store.js';
import { AuditLogFollower } from '../read-model/audit-log.follower.js';
import { AuditLogQueries } from '../read-model/audit-log.queries.js';
import { verifyChain, type Digest } from './verify-chain.js';

export interface TamperTarget {
  db: Database;
  drop: () => Promise<void>;
  /** Runs the offline CLI against the same database; answers its exit code and output. */
  cli?: (...args: string[]) => Promise<{ code: number; out: string }>;
}

/**
 * Tamper evidence against a real Postgres: an untouched log verifies ok; changing one event's data
 * or deleting one event row directly in SQL is reported at that event's exact ledger position.
 */
export function describeTamperEvidence(where: string, open: () => Promise<TamperTarget>) {
  describe(`audit ledger tamper evidence on ${where}`, () => {
    let target: TamperTarget;
    let store: PostgresEventStore;
    let follower: AuditLogFollower;
    let ledger: AuditLogQueries;
    const ids: string[] = [];

    beforeAll(async () => {
      target = await open();
      store = new PostgresEventStore(target.db, { pollMs: 50 });
      await store.init();
      follower = new AuditLogFollower(target.db, store);
      ledger = new AuditLogQueries(target.db);
      await follower.start();
      for (let i = 0; i < 12; i++) {
        const id = randomUUID();
        ids.push(id);
        const metadata = {
          actor: 'u-1',
          correlationId: `c-${i}`,
          causationId: null,
          at: new Date(Date.UTC(2025, 0, 1, 9, i)).toISOString(),
        };
        await store.append(
          `document-${i % 3}`,
          [{ id, type: 'DocumentUpdated', data: { id: `d${i % 3}`, title: `Title ${i} — عنوان` }, metadata }],
          'any',
        );
      }
      await follower.caughtUp();
      await follower.stop();
    });
    /**
     * On this thread in one page, in pages of 5 across two hashing threads, and through readAll (as
     * an adapter without readAllColumns, KurrentDB, is read): the same answer.
     */
    async function verify(digest?: Digest) {
      const here = await verifyChain(store, ledger, digest);
      expect(await verifyChain(store, ledger, digest, { threads: 2, pageSize: 5 })).toEqual(here);
      const viaReadAll = Object.assign(Object.create(store) as PostgresEventStore, { readAllColumns: undefined });
      expect(await verifyChain(viaReadAll, ledger, digest, { threads: 1, pageSize: 4 })).toEqual(here);
      return here;
    }
    afterAll(async () => {
      await follower?.stop();
      await store?.close();
      await target?.drop();
    });

    it('verifies an untouched log, and a digest taken from it', async () => {
      const head = await ledger.digest();
      expect(head.position).toBe(12);
      expect(await verify()).toEqual({ ok: true, checkedEvents: 12 });
      const five = { hash: (await ledger.hashes(5, 5)).hashes[0] };
      expect(await verify({ position: 5, hash: five.hash })).toEqual({ ok: true, checkedEvents: 12 });
      expect(await verify({ position: 5, hash: 'f'.repeat(64) })).toMatchObject({ ok: false, firstBrokenPosition: 5 });
      if (target.cli) {
        expect(await target.cli('--verify')).toMatchObject({ code: 0, out: expect.stringContaining('OK: 12 events') });
        expect(await target.cli('--verify', '--digest', `${five.hash}@5`)).toMatchObject({ code: 0 });
      }
    });

    it('reports the exact position of an event whose data was changed in SQL, and the CLI exits non-zero', async () => {
      await target.db.query(`UPDATE events SET data = jsonb_set(data, '{title}', '"Rewritten"') WHERE id = $1`, [ids[6]]);
      expect(await verify()).toEqual({ ok: false, checkedEvents: 12, firstBrokenPosition: 7 });
      if (target.cli) expect(await target.cli('--verify')).toMatchObject({ code: 1, out: expect.stringContaining('BROKEN at position 7') });
    });

    it('reports the exact position of a deleted event row, before a later change', async () => {
      await target.db.query('DELETE FROM events WHERE id = $1', [ids[3]]);
      expect(await verify()).toEqual({ ok: false, checkedEvents: 11, firstBrokenPosition: 4 });
      if (target.cli) expect(await target.cli('--verify')).toMatchObject({ code: 1, out: expect.stringContaining('BROKEN at position 4') });
    });

    it('reports the same position while events are appended and chained during the verification', async () => {
      await follower.start();
      const appending = (async () => {
        for (let i = 0; i < 30; i++) {
          const metadata = { actor: 'u-2', correlationId: `late-${i}`, causationId: null, at: new Date().toISOString() };
          await store.append(`late-${i % 4}`, [{ id: randomUUID(), type: 'DocumentUpdated', data: { i }, metadata }], 'any');
        }
      })();
      const results = [];
      for (let i = 0; i < 5; i++) results.push(await verifyChain(store, ledger, null, { threads: 2, pageSize: 4 }));
      await appending;
      await follower.caughtUp();
      await follower.stop();
      results.push(await verifyChain(store, ledger, null, { threads: 2, pageSize: 4 }));
      for (const result of results) expect(result).toMatchObject({ ok: false, firstBrokenPosition: 4 });
      expect(results[results.length - 1].checkedEvents).toBe(41);
    });
  });
}
