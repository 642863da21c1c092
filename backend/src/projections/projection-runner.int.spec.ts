import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { conversationStreamId } from '@kb/contracts';
import { conversationsProjector } from '../conversations/testing/fixtures.js';
import type { Database } from '../database/database.js';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store.js';
import { openEmbedded } from '../testing/databases.js';
import { readCheckpoint } from './checkpoints.js';
import { ProjectionRunner, ProjectionTimeoutError, type BatchRead } from './projection-runner.js';
import { checksum, rebuildAndSwap, verify } from './rebuild.js';
import { liveTables, type MemoryProjector, type SqlProjector } from './projector.js';

const meta = (at = new Date().toISOString()) => ({ actor: 'u1', correlationId: randomUUID(), causationId: null, at });

async function conversation(store: PostgresEventStore, messages: number) {
  const id = randomUUID();
  const events = [
    { id: randomUUID(), type: 'ConversationStarted', data: { conversationId: id, ownerId: 'u1', title: 'T' }, metadata: meta() },
  ];
  for (let i = 0; i < messages; i++) {
    events.push({
      id: randomUUID(),
      type: 'MessagePosted',
      data: { conversationId: id, ownerId: 'u1', messageId: randomUUID(), content: `q${i}`, language: 'en' } as any,
      metadata: meta(),
    });
  }
  return { id, result: await store.append(conversationStreamId(id), events, 'no_stream') };
}

const count = async (db: Database, table: string) => Number((await db.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);

describe('projection runner on a real read model (conversations)', () => {
  let db: Database;
  let store: PostgresEventStore;
  const runners: ProjectionRunner[] = [];
  const runner = () => {
    const r = new ProjectionRunner(db, store);
    r.register(conversationsProjector);
    runners.push(r);
    return r;
  };

  beforeEach(async () => {
    db = await openEmbedded();
    store = new PostgresEventStore(db);
    await store.init();
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((r) => r.stop()));
    await store.close();
    await db.close();
  });

  it('catches up, stores its checkpoint with the rows, and resumes from it after a restart', async () => {
    await conversation(store, 3);
    const first = runner();
    await first.start();
    const { result } = await conversation(store, 2);
    await first.waitFor(result.position);
    expect(await count(db, 'messages')).toBe(5);
    expect(await readCheckpoint(db, 'conversations')).toEqual(result.position);
    await first.stop();

    const { result: later } = await conversation(store, 4);
    const second = runner();
    await second.start();
    await second.waitFor(later.position);
    expect(await count(db, 'conversations')).toBe(3);
    expect(await count(db, 'messages')).toBe(9);
  });

  it('hands each committed batch what a read inside its transaction saw: the rows of that batch', async () => {
    const r = runner();
    const seen: number[] = [];
    const read = async (c: Parameters<BatchRead>[0]) => Number((await c.query('SELECT count(*) AS n FROM messages')).rows[0].n);
    r.readWithin('conversations', read);
    r.onCommitted((batch) => seen.push(batch.reads!.get(read) as number));
    await r.start();
    const { result } = await conversation(store, 2);
    await r.waitFor(result.position);
    const { result: second } = await conversation(store, 3);
    await r.waitFor(second.position);
    expect(seen).toEqual([2, 5]);
  });

  it('never applies an event twice when two runners (two instances) project the same tables', async () => {
    const [a, b] = [runner(), runner()];
    await a.start();
    await b.start();
    let last = null;
    for (let i = 0; i < 10; i++) last = (await conversation(store, 3)).result.position;
    await a.waitFor(last!);
    await b.waitFor(last!);
    expect(await count(db, 'messages')).toBe(30);
    expect(await count(db, 'conversations')).toBe(10);
  });

  it('catches a projector that names its event types up on those alone, to the head, then follows every event', async () => {
    const seen: string[] = [];
    const settings: MemoryProjector = {
      kind: 'memory',
      name: 'settings-like',
      handles: ['SettingsChanged'],
      reset: () => void seen.splice(0),
      apply: (event) => void seen.push(event.type),
    };
    const changed = () => ({ id: randomUUID(), type: 'SettingsChanged', data: {}, metadata: meta() });
    await store.append('settings-1', [changed()], 'no_stream');
    const { result } = await conversation(store, 3);
    const r = new ProjectionRunner(db, store);
    r.register(settings);
    runners.push(r);
    await r.start();
    // The last event is another type: the catch-up still reaches it without applying it.
    await r.waitFor(result.position, { timeoutMs: 5000 });
    expect(seen).toEqual(['SettingsChanged']);
    await store.append('settings-1', [changed()], 0);
    const { result: live } = await conversation(store, 1);
    await r.waitFor(live.position, { timeoutMs: 5000 });
    expect(seen.filter((t) => t === 'SettingsChanged')).toHaveLength(2);
  });

  it('lets a SQL projector holding its checkpoint lock go first: memory projectors wait between slices until it commits', async () => {
    const ticks = Array.from({ length: 200 }, () => ({ id: randomUUID(), type: 'Tick', data: {}, metadata: meta() }));
    const { position } = await store.append('ticks-1', ticks, 'no_stream');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let holding = false;
    const sql: SqlProjector = {
      kind: 'sql',
      name: 'ticks-sql',
      tables: {},
      handles: ['Tick'],
      ddl: () => 'SELECT 1',
      apply: async () => {
        holding = true;
        await gate;
      },
    };
    let applied = 0;
    const busy = (ms: number) => {
      const until = performance.now() + ms;
      while (performance.now() < until);
    };
    const memory: MemoryProjector = {
      kind: 'memory',
      name: 'ticks-memory',
      handles: ['Tick'],
      reset: () => void (applied = 0),
      // Longer than a slice: the runner may let other work run after every event.
      apply: () => void (busy(15), applied++),
    };
    const r = new ProjectionRunner(db, store);
    r.register(memory);
    r.register(sql);
    runners.push(r);
    await r.start();
    try {
      for (let i = 0; i < 200 && !holding; i++) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(holding).toBe(true);
      const before = applied;
      await new Promise((resolve) => setTimeout(resolve, 400));
      // 400 ms of 15 ms events would be 25 more without the wait.
      expect(applied - before).toBeLessThanOrEqual(1);
      expect(applied).toBeLessThan(200);
    } finally {
      release();
    }
    await r.waitFor(position, { timeoutMs: 10_000 });
    expect(applied).toBe(200);
  });

  it('read-your-writes times out with a typed error when the projection does not move', async () => {
    const r = runner();
    await r.start();
    await r.stop();
    const { result } = await conversation(store, 1);
    await expect(r.waitFor(result.position, { timeoutMs: 200 })).rejects.toBeInstanceOf(ProjectionTimeoutError);
  });

  it('rebuilds into fresh tables and swaps them in with identical content; verify catches a tampered read model', async () => {
    const r = runner();
    await r.start();
    let last = null;
    for (let i = 0; i < 5; i++) last = (await conversation(store, 2)).result.position;
    await r.waitFor(last!);
    const before = await checksum(db, conversationsProjector, liveTables(conversationsProjector));
    await r.stop();

    expect(await rebuildAndSwap(db, store, conversationsProjector)).toEqual(last);
    expect(await checksum(db, conversationsProjector, liveTables(conversationsProjector))).toBe(before);
    expect((await verify(db, store, conversationsProjector)).equal).toBe(true);

    await db.query(`UPDATE messages SET content = 'edited behind the log' WHERE ctid = (SELECT ctid FROM messages LIMIT 1)`);
    const tampered = await verify(db, store, conversationsProjector);
    expect(tampered.equal).toBe(false);
    expect(tampered.live).not.toBe(tampered.rebuilt);
  });

  it('rebuilds on start a read model whose rows another version of its projector made, and only then', async () => {
    // A read model whose rows depend on more than the events: each message row names the version that made it.
    const madeBy = (version: string): SqlProjector => ({
      ...conversationsProjector,
      version,
      apply: async (c, event, t) => {
        await conversationsProjector.apply(c, event, t);
        if (event.type === 'MessagePosted')
          await c.query(`UPDATE ${t.messages} SET content = $2 WHERE id = $1`, [(event.data as { messageId: string }).messageId, version]);
      },
    });
    const start = async (version: string) => {
      const r = new ProjectionRunner(db, store);
      r.register(madeBy(version));
      runners.push(r);
      await r.start();
      return r;
    };
    const contents = async () => (await db.query<{ content: string }>('SELECT DISTINCT content FROM messages')).rows.map((r) => r.content);

    const first = await start('v1');
    const { result } = await conversation(store, 3);
    await first.waitFor(result.position);
    await first.stop();
    expect(await contents()).toEqual(['v1']);

    // The same version leaves the rows alone (a rebuild would undo this edit).
    await db.query(`UPDATE messages SET content = 'left alone'`);
    const same = await start('v1');
    await same.stop();
    expect(await contents()).toEqual(['left alone']);

    const next = await start('v2');
    expect(await contents()).toEqual(['v2']);
    expect(await count(db, 'messages')).toBe(3);
    expect(await readCheckpoint(db, 'conversations')).toEqual(result.position);
    const { result: later } = await conversation(store, 1);
    await next.waitFor(later.position);
    expect(await count(db, 'messages')).toBe(4);
  });
});
