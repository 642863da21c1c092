import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventMetadata } from '@kb/contracts';
import { DuplicateEventIdError, WrongExpectedVersionError } from '../errors.js';
import type { EventStore, NewEvent, StoredEvent } from '../event-store.port.js';
import { comparePositions } from '../position.js';

export interface ConformanceTarget {
  store: EventStore;
  /** A second store on the same data whose appends pause before COMMIT (widens commit races). */
  racingStore?: EventStore;
  teardown(): Promise<void>;
}

const meta = (): EventMetadata => ({ actor: 'tester', correlationId: randomUUID(), causationId: null, at: new Date().toISOString() });
const ev = (type: string, data: unknown = {}): NewEvent => ({ id: randomUUID(), type, data, metadata: meta() });
const stream = (prefix = 'conf') => `${prefix}-${randomUUID()}`;

async function collect(
  source: AsyncIterable<StoredEvent>,
  until: (seen: StoredEvent[]) => boolean,
  abort: AbortController,
  timeoutMs = 60_000,
) {
  const seen: StoredEvent[] = [];
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  for await (const e of source) {
    seen.push(e);
    if (until(seen)) break;
  }
  clearTimeout(timer);
  abort.abort();
  return seen;
}

/**
 * One suite for every adapter of the event-store port (DESIGN.md decision 3).
 * `parallel` sets the size of the many-appenders test (large on a server, small on PGlite).
 */
export function describeEventStoreConformance(
  name: string,
  setup: () => Promise<ConformanceTarget>,
  parallel = { appenders: 4, eventsEach: 10 },
) {
  describe(`event store conformance: ${name}`, () => {
    let target: ConformanceTarget;
    beforeAll(async () => {
      target = await setup();
    });
    afterAll(async () => {
      await target?.teardown();
    });

    it('appends and reads a stream back in order, with metadata', async () => {
      const id = stream();
      const m = meta();
      const r = await target.store.append(id, [ev('A', { n: 1 }), { ...ev('B', { n: 2 }), metadata: m }], 'no_stream');
      expect(r.nextExpectedVersion).toBe(1);
      const events = await target.store.readStream(id);
      expect(events.map((e) => [e.type, e.streamVersion, e.data])).toEqual([
        ['A', 0, { n: 1 }],
        ['B', 1, { n: 2 }],
      ]);
      expect(events[1].metadata).toMatchObject({ actor: 'tester', correlationId: m.correlationId, at: m.at });
      expect(await target.store.readStream(stream())).toEqual([]);
    });

    it('reads a stream from a version on (what a command reads after the last state it folded)', async () => {
      const id = stream();
      const appended = [ev('A'), ev('B'), ev('C'), ev('D')];
      await target.store.append(id, appended, 'no_stream');
      const tail = await target.store.readStream(id, { fromVersion: 2 });
      expect(tail.map((e) => [e.id, e.streamVersion])).toEqual([
        [appended[2].id, 2],
        [appended[3].id, 3],
      ]);
      expect((await target.store.readStream(id, { fromVersion: 3 })).map((e) => e.type)).toEqual(['D']);
      expect(await target.store.readStream(id, { fromVersion: 4 })).toEqual([]);
      expect((await target.store.readStream(id, { fromVersion: 0 })).map((e) => e.streamVersion)).toEqual([0, 1, 2, 3]);
    });

    it('refuses an append at a stale or impossible expected version with a typed error', async () => {
      const id = stream();
      await target.store.append(id, [ev('A')], 'no_stream');
      await expect(target.store.append(id, [ev('B')], 'no_stream')).rejects.toBeInstanceOf(WrongExpectedVersionError);
      await expect(target.store.append(id, [ev('B')], 5)).rejects.toBeInstanceOf(WrongExpectedVersionError);
      await expect(target.store.append(stream(), [ev('B')], 'stream_exists')).rejects.toBeInstanceOf(WrongExpectedVersionError);
      await target.store.append(id, [ev('B')], 0);
      await target.store.append(id, [ev('C')], 'any');
      await target.store.append(id, [ev('D')], 'stream_exists');
      expect((await target.store.readStream(id)).map((e) => e.type)).toEqual(['A', 'B', 'C', 'D']);
    });

    it('only one of two concurrent appends at the same expected version wins', async () => {
      const id = stream();
      await target.store.append(id, [ev('A')], 'no_stream');
      const results = await Promise.allSettled([target.store.append(id, [ev('B')], 0), target.store.append(id, [ev('C')], 0)]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const failed = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(failed.reason).toBeInstanceOf(WrongExpectedVersionError);
      expect(await target.store.readStream(id)).toHaveLength(2);
    });

    it('treats event ids as idempotency keys: a retried append is stored once', async () => {
      const id = stream();
      const batch = [ev('A'), ev('B')];
      const first = await target.store.append(id, batch, 'no_stream');
      const retry = await target.store.append(id, batch, 'no_stream');
      expect(retry.nextExpectedVersion).toBe(first.nextExpectedVersion);
      expect(await target.store.readStream(id)).toHaveLength(2);
      const all = await target.store.readAll({ maxCount: 100_000 });
      expect(all.filter((e) => batch.some((b) => b.id === e.id))).toHaveLength(2);
      if (target.store.adapter === 'postgres') {
        await expect(target.store.append(id, [batch[0], ev('C')], 'any')).rejects.toBeInstanceOf(DuplicateEventIdError);
        expect(await target.store.readStream(id)).toHaveLength(2);
      }
    });

    it('reads all events strictly after a position, in one global order', async () => {
      const id = stream();
      await target.store.append(id, [ev('A'), ev('B'), ev('C')], 'no_stream');
      const all = await target.store.readAll({ maxCount: 100_000 });
      for (let i = 1; i < all.length; i++) expect(comparePositions(all[i - 1].globalPosition, all[i].globalPosition)).toBe(-1);
      const mine = all.filter((e) => e.streamId === id);
      const after = await target.store.readAll({ from: mine[0].globalPosition, maxCount: 100_000 });
      expect(after.filter((e) => e.streamId === id).map((e) => e.type)).toEqual(['B', 'C']);
      expect(after[0].position).not.toBe(mine[0].position);
      expect(await target.store.headPosition()).toEqual(all[all.length - 1].globalPosition);
    });

    it('reads the same events column by column, the JSON as text, where the adapter can', async () => {
      if (!target.store.readAllColumns) return;
      // Positions across a power of ten in one transaction: an order by their text puts 100 before 99.
      const head = Number((await target.store.headPosition())?.minor ?? 0);
      const count = Math.min(500, 10 ** String(head + 1).length - head + 2);
      await target.store.append(
        stream(),
        Array.from({ length: count }, (_, i) => ev(`T${i}`, { i, s: 'é "q"' })),
        'no_stream',
      );
      const all = await target.store.readAll({ maxCount: 100_000 });
      const from = all[all.length - count - 1].globalPosition;
      const columns = await target.store.readAllColumns({ from, maxCount: count - 1 });
      const expected = all.slice(-count, -1);
      expect(columns).toEqual({
        ids: expected.map((e) => e.id),
        streamIds: expected.map((e) => e.streamId),
        versions: expected.map((e) => e.streamVersion),
        types: expected.map((e) => e.type),
        data: expected.map((e) => expect.toSatisfy((text: string) => isDeepStrictEqual(JSON.parse(text), e.data))),
        metadata: expected.map((e) => expect.toSatisfy((text: string) => isDeepStrictEqual(JSON.parse(text), e.metadata))),
        last: expected[expected.length - 1].globalPosition,
      });
    });

    it('reads the events of some types only, and says how far it looked (the head when the page is short)', async () => {
      if (!target.store.readTyped) return;
      const from = await target.store.headPosition();
      const id = stream();
      await target.store.append(id, [ev('Wanted'), ev('Other'), ev('Wanted'), ev('Other')], 'no_stream');
      const head = await target.store.headPosition();
      const all = await target.store.readTyped({ from, types: ['Wanted', 'Absent'], maxCount: 10 });
      expect(all.events.map((e) => [e.streamId, e.type])).toEqual([
        [id, 'Wanted'],
        [id, 'Wanted'],
      ]);
      expect(all.through).toEqual(head);
      const page = await target.store.readTyped({ from, types: ['Wanted'], maxCount: 1 });
      expect(page.through).toEqual(page.events[0].globalPosition);
      const rest = await target.store.readTyped({ from: page.through, types: ['Wanted'], maxCount: 1 });
      expect(rest.events.map((e) => e.position)).toEqual([all.events[1].position]);
      expect(await target.store.readTyped({ from: head, types: ['Wanted'], maxCount: 10 })).toEqual({ events: [], through: head });
    });

    it('subscribes from a position: catches up, then receives live appends', async () => {
      const id = stream('sub');
      await target.store.append(id, [ev('Before')], 'no_stream');
      const head = await target.store.readAll({ maxCount: 100_000 });
      const from = head[head.length - 2]?.globalPosition ?? null;
      const abort = new AbortController();
      const seen = collect(target.store.subscribeToAll({ from, signal: abort.signal }), (s) => s.some((e) => e.type === 'Live2'), abort);
      await target.store.append(id, [ev('Live1')], 0);
      await target.store.append(id, [ev('Live2')], 1);
      const types = (await seen).filter((e) => e.streamId === id).map((e) => e.type);
      expect(types).toEqual(['Before', 'Live1', 'Live2']);
    });

    it('gives a subscriber every event exactly once, in the store order, while many appenders commit in parallel', async () => {
      const racing = target.racingStore ?? target.store;
      const prefix = `par-${randomUUID()}`;
      const start = await target.store.headPosition();
      const total = parallel.appenders * parallel.eventsEach;
      const abort = new AbortController();
      const seen = collect(
        target.store.subscribeToAll({ from: start, signal: abort.signal }),
        (s) => s.filter((e) => e.streamId.startsWith(prefix)).length >= total,
        abort,
        90_000,
      );
      await Promise.all(
        Array.from({ length: parallel.appenders }, async (_, a) => {
          for (let i = 0; i < parallel.eventsEach; i++) {
            const store = i % 2 === 0 ? racing : target.store;
            await store.append(`${prefix}-${a}`, [ev('Par', { a, i })], i === 0 ? 'no_stream' : i - 1);
          }
        }),
      );
      const received = (await seen).filter((e) => e.streamId.startsWith(prefix));
      const ids = received.map((e) => e.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toHaveLength(total);
      const stored = (await target.store.readAll({ from: start, maxCount: 1_000_000 })).filter((e) => e.streamId.startsWith(prefix));
      expect(ids).toEqual(stored.map((e) => e.id));
    });
  });
}
