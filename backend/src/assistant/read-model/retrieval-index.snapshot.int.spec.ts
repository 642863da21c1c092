import { randomUUID } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { documentStreamId } from '@kb/contracts';
import type { Database } from '../../database/database.js';
import type { StoredEvent } from '../../event-store/event-store.port.js';
import { PostgresEventStore } from '../../event-store/postgres/postgres-event-store.js';
import { ProjectionRunner } from '../../projections/projection-runner.js';
import { saveSnapshot } from '../../projections/snapshots.js';
import { openEmbedded } from '../../testing/databases.js';
import { RetrievalIndex } from './retrieval-index.projector.js';

const meta = () => ({ actor: 'u1', correlationId: randomUUID(), causationId: null, at: new Date().toISOString() });
const QUESTIONS = ['annual leave carry over', 'roaming daily pass price', 'أيام الإجازة السنوية', 'fibre installation'];
const DOCS = [
  { title: 'Annual leave', content: 'Employees get 25 days of annual leave.\n\nUp to 5 days can be carried over to the next year.' },
  { title: 'Roaming', content: 'The roaming daily pass costs 35 AED a day in zone 1.\n\nZone 2 costs 55 AED a day.' },
  { title: 'الإجازة السنوية', content: 'يحصل الموظف على خمسة وعشرين يوما من الإجازة السنوية.\n\nيمكن ترحيل خمسة أيام.' },
  { title: 'Home fibre', content: 'Fibre installation takes three working days after the order is confirmed.' },
];

describe('snapshots of the retrieval index (issue 50)', () => {
  let db: Database;
  let store: PostgresEventStore;
  const runners: ProjectionRunner[] = [];

  /** A start as the app makes one: from the snapshot when there is a usable one. */
  async function start() {
    const retrieval = new RetrievalIndex();
    const runner = new ProjectionRunner(db, store);
    runner.register(retrieval);
    runners.push(runner);
    // The events the index applied in this start: all of them when rebuilt, the newer ones when restored.
    const applied = { retrieval: 0 };
    const apply = retrieval.apply.bind(retrieval);
    retrieval.apply = (event) => (applied.retrieval++, apply(event));
    await runner.start();
    const head = await store.headPosition();
    if (head) await runner.waitFor(head);
    return { retrieval, runner, applied };
  }

  const answers = (r: RetrievalIndex) =>
    QUESTIONS.map((q) => r.index.search(q, { limit: 3 }).hits.map((h) => [h.chunkId, h.score.toFixed(6), h.text, r.textOf(h.docId)]));

  async function append(doc: { title: string; content: string }, id = randomUUID()) {
    const data = { id, ...doc, category: 'hr_policies', status: 'active', createdBy: 'u1' };
    return store.append(documentStreamId(id), [{ id: randomUUID(), type: 'DocumentCreated', data, metadata: meta() }], 'any');
  }

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

  it('a start restores the snapshot, follows the store from its position and answers as a rebuilt index', async () => {
    for (const doc of DOCS.slice(0, 3)) await append(doc);
    const first = await start();
    await first.runner.stop();
    await saveSnapshot(db, first.retrieval);
    // Written after the snapshot: the next start applies only this one.
    await append(DOCS[3]);
    const restored = await start();
    expect(restored.applied).toEqual({ retrieval: 1 });
    await db.query('DELETE FROM memory_snapshots');
    const rebuilt = await start();
    expect(rebuilt.applied).toEqual({ retrieval: 4 });
    expect(answers(restored.retrieval)).toEqual(answers(rebuilt.retrieval));
    expect(answers(restored.retrieval).every((hits) => hits.length > 0)).toBe(true);
    expect(restored.retrieval.index.search('fibre installation').hits[0]?.title).toBe('Home fibre');
    // and a snapshot of the restored index (its texts read from its shelf, text-shelf.ts) holds the texts themselves
    await restored.runner.stop();
    await saveSnapshot(db, restored.retrieval);
    restored.retrieval.reset();
    const again = await start();
    expect(again.applied).toEqual({ retrieval: 0 });
    expect(answers(again.retrieval)).toEqual(answers(rebuilt.retrieval));
  });

  it('a restored index holds what a rebuilt one does after edits, deletions and drafts, and answers alike', async () => {
    // given documents edited, deleted, and a draft (whose text only the projection keeps), then a snapshot
    const ids = DOCS.map(() => randomUUID());
    for (const [i, doc] of DOCS.entries()) await append(doc, ids[i]);
    const event = (id: string, type: string, data: object) =>
      store.append(documentStreamId(id), [{ id: randomUUID(), type, data: { id, ...data }, metadata: meta() }], 'any');
    await event(ids[1], 'DocumentUpdated', { content: 'The roaming weekly pass costs 120 AED.\n \nZone 3 costs 80 AED a day.' });
    await event(ids[2], 'DocumentDeleted', {});
    const draft = randomUUID();
    const draftDoc = { title: 'Parking', content: 'Staff parking permits are renewed every January at the front desk.' };
    await store.append(
      documentStreamId(draft),
      [
        {
          id: randomUUID(),
          type: 'DocumentCreated',
          data: { id: draft, ...draftDoc, category: 'hr_policies', status: 'draft', createdBy: 'u1' },
          metadata: meta(),
        },
      ],
      'no_stream',
    );
    const first = await start();
    await first.runner.stop();
    await saveSnapshot(db, first.retrieval);
    // when the draft is published after the snapshot
    await event(draft, 'DocumentStatusChanged', { status: 'active', previousStatus: 'draft' });
    const restored = await start();
    expect(restored.applied).toEqual({ retrieval: 1 });
    await db.query('DELETE FROM memory_snapshots');
    const rebuilt = await start();
    // then both answer alike, the draft's text came through the snapshot, the edit's text replaced the old one
    const questions = [...QUESTIONS, 'parking permits renewed', 'roaming weekly pass', 'zone 3'];
    const answersOf = (r: RetrievalIndex) =>
      questions.map((q) =>
        r.index.search(q, { limit: 3 }).hits.map((h) => [h.docId, h.chunkId, h.score.toFixed(6), h.text, r.textOf(h.docId)]),
      );
    expect(answersOf(restored.retrieval)).toEqual(answersOf(rebuilt.retrieval));
    expect(restored.retrieval.textOf(draft)).toBe(draftDoc.content);
    expect(restored.retrieval.index.search('parking permits', { limit: 1 }).hits[0]?.docId).toBe(draft);
    expect(restored.retrieval.textOf(ids[1])).toMatch(/^The roaming weekly pass/);
    expect(restored.retrieval.textOf(ids[2])).toBeUndefined();
    expect(restored.retrieval.index.search('الإجازة السنوية').hits.map((h) => h.docId)).not.toContain(ids[2]);
  });

  it('keeps the texts of drafts out of the heap once restored, and reads them back when one is edited and published', async () => {
    // given 1,500 drafts of about 6 KB of varied words each, and a snapshot of them
    const words = Array.from({ length: 5000 }, (_, i) => `w${(i * 7919) % 100000}`);
    const textOfDraft = (n: number) => Array.from({ length: 900 }, (_, k) => words[(n * 31 + k * k) % words.length]).join(' ');
    const drafts = Array.from({ length: 1500 }, () => randomUUID());
    for (const [n, id] of drafts.entries()) {
      const data = { id, title: `Draft ${n}`, content: textOfDraft(n), category: 'hr_policies', status: 'draft', createdBy: 'u1' };
      await store.append(documentStreamId(id), [{ id: randomUUID(), type: 'DocumentCreated', data, metadata: meta() }], 'no_stream');
    }
    const first = await start();
    await first.runner.stop();
    await saveSnapshot(db, first.retrieval);
    first.retrieval.reset();
    // when a start restores it
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const heap = () => (gc(), gc(), process.memoryUsage().heapUsed);
    const before = heap();
    const restored = await start();
    const held = heap() - before;
    // then the restored model holds far less than the drafts' texts, packed (about 4 MB)
    expect(restored.applied).toEqual({ retrieval: 0 });
    expect(held).toBeLessThan(1_500_000);
    // and a draft renamed, then published, is indexed with its whole text, read back from the shelf
    await restored.runner.stop();
    const event = (id: string, type: string, data: object) =>
      store.append(documentStreamId(id), [{ id: randomUUID(), type, data: { id, ...data }, metadata: meta() }], 'any');
    await event(drafts[7], 'DocumentUpdated', { title: 'Published draft' });
    await event(drafts[7], 'DocumentStatusChanged', { status: 'active', previousStatus: 'draft' });
    await event(drafts[8], 'DocumentDeleted', {});
    const later = await start();
    expect(later.applied).toEqual({ retrieval: 3 });
    expect(later.retrieval.textOf(drafts[7])).toBe(textOfDraft(7));
    expect(later.retrieval.index.search(textOfDraft(7).split(' ').slice(0, 6).join(' '), { limit: 1 }).hits[0]?.title).toBe(
      'Published draft',
    );
    // and a snapshot taken then restores the same drafts' texts (a further draft published reads its own)
    await later.runner.stop();
    await saveSnapshot(db, later.retrieval);
    await event(drafts[9], 'DocumentStatusChanged', { status: 'active', previousStatus: 'draft' });
    const again = await start();
    expect(again.applied).toEqual({ retrieval: 1 });
    expect(again.retrieval.textOf(drafts[9])).toBe(textOfDraft(9));
    expect(again.retrieval.textOf(drafts[7])).toBe(textOfDraft(7));
  });

  it('a change applied while the snapshot is written waits for it and is left out of it', async () => {
    // given an index whose snapshot is being written
    for (const doc of DOCS.slice(0, 3)) await append(doc);
    const first = await start();
    await first.runner.stop();
    const saving = saveSnapshot(db, first.retrieval);
    // when a document arrives meanwhile
    const id = randomUUID();
    const late = {
      id: randomUUID(),
      type: 'DocumentCreated',
      streamId: documentStreamId(id),
      streamVersion: 0,
      globalPosition: { major: 1n << 40n, minor: 0n },
      data: { id, ...DOCS[3], category: 'hr_policies', status: 'active', createdBy: 'u1' },
      metadata: meta(),
    } as unknown as StoredEvent;
    const applied = first.retrieval.apply(late);
    const found = () => first.retrieval.index.search('fibre installation').hits.map((h) => h.docId);
    // then it waits while the snapshot's bytes are made, is applied after, and the snapshot does not hold it
    expect(found()).not.toContain(id);
    await Promise.all([saving, applied]);
    expect(found()[0]).toBe(id);
    const restored = await start();
    expect(restored.retrieval.textOf(id)).toBeUndefined();
    expect(restored.applied).toEqual({ retrieval: 0 });
    expect(restored.retrieval.index.search('annual leave carry over').hits.length).toBeGreaterThan(0);
  });

  it('a snapshot of another version, or one that does not read, is ignored and the index is rebuilt', async () => {
    for (const doc of DOCS) await append(doc);
    const first = await start();
    await first.runner.stop();
    await saveSnapshot(db, first.retrieval);
    await db.query(`UPDATE memory_snapshots SET version = 'retrieval-index:0:old'`);
    const older = await start();
    expect(older.applied).toEqual({ retrieval: 4 });
    expect(answers(older.retrieval)).toEqual(answers(first.retrieval));
    await older.runner.stop();
    await saveSnapshot(db, older.retrieval);
    await db.query(`UPDATE memory_snapshots SET data = '\\x00ff'::bytea`);
    const unreadable = await start();
    expect(unreadable.applied).toEqual({ retrieval: 4 });
    expect(answers(unreadable.retrieval)).toEqual(answers(first.retrieval));
  });
});
