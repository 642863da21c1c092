import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../../database/database.js';
import { PostgresEventStore } from '../../event-store/postgres/postgres-event-store.js';
import type { EventStore } from '../../event-store/event-store.port.js';
import { conversationDecider, type ConversationCommand, type ConversationState } from '../../conversations/testing/fixtures.js';
import { openEmbedded } from '../../testing/databases.js';
import { DomainError } from './decider.js';
import { decideCommand, handleCommand, load } from './command-handler.js';

const ctx = () => ({ actor: 'spec', now: new Date() });
const owner = 'user-1';

/** The store, counting the events each read returns (what a command pays to load its stream). */
function counted(store: EventStore) {
  const reads: number[] = [];
  const readStream: EventStore['readStream'] = async (id, options) => {
    const events = await store.readStream(id, options);
    reads.push(events.length);
    return events;
  };
  return { store: Object.assign(Object.create(store) as EventStore, { readStream }), reads };
}

describe('loading a stream for a command', () => {
  const dbs: Database[] = [];
  afterEach(async () => {
    for (const db of dbs.splice(0)) await db.close();
  });
  async function freshStore() {
    const db = await openEmbedded();
    dbs.push(db);
    const store = new PostgresEventStore(db);
    await store.init();
    return { db, store };
  }
  const post = (store: EventStore, id: string, messageId: string) =>
    handleCommand(
      store,
      id,
      conversationDecider,
      { type: 'PostMessage', conversationId: id, ownerId: owner, messageId, content: `Question ${messageId}`, language: 'en' },
      ctx(),
    );

  it('reads only what was appended since the last command, however long the conversation', async () => {
    const { store: real } = await freshStore();
    const { store, reads } = counted(real);
    await handleCommand(
      store,
      'c1',
      conversationDecider,
      { type: 'Start', conversationId: 'c1', ownerId: owner, title: 'New Conversation' },
      ctx(),
    );
    for (let i = 0; i < 40; i++) expect(await post(store, 'c1', `m${i}`)).not.toBeInstanceOf(DomainError);
    // The 40th message's command read one event (the last one it knew), not 40-odd.
    expect(reads.at(-1)).toBe(1);
    const { state, version } = await load<ConversationState, never>(real, 'c1', conversationDecider);
    expect(Object.keys(state.messages)).toHaveLength(40);
    expect(version).toBe(41); // started, renamed by the first question, 40 messages
  });

  it('sees what another instance appended to the stream in between', async () => {
    const { db, store } = await freshStore();
    const other = new PostgresEventStore(db); // a second app instance on the same database
    await handleCommand(store, 'c2', conversationDecider, { type: 'Start', conversationId: 'c2', ownerId: owner, title: 'Mine' }, ctx());
    await post(store, 'c2', 'm1');
    await post(other, 'c2', 'm2');
    // m2 exists for this instance too: posting it again is the same message (nothing appended).
    const again = await post(store, 'c2', 'm2');
    expect(again).not.toBeInstanceOf(DomainError);
    expect((again as { events: unknown[] }).events).toEqual([]);
    const deleted = await handleCommand(other, 'c2', conversationDecider, { type: 'Delete', conversationId: 'c2', ownerId: owner }, ctx());
    expect(deleted).not.toBeInstanceOf(DomainError);
    expect(await post(store, 'c2', 'm3')).toEqual(new DomainError('not_found'));
  });

  it('folds the whole stream again when the event it knew is not there any more', async () => {
    const { db, store } = await freshStore();
    await handleCommand(store, 'c3', conversationDecider, { type: 'Start', conversationId: 'c3', ownerId: owner, title: 'Mine' }, ctx());
    await post(store, 'c3', 'm1');
    await post(store, 'c3', 'm2');
    // A database restored to an earlier point under a running app: the stream ends before what it knew.
    await db.query("DELETE FROM events WHERE stream_id = 'c3' AND stream_version >= 1");
    const { state, version } = await load<ConversationState, never>(store, 'c3', conversationDecider);
    expect(version).toBe(0);
    expect(state.messages).toEqual({});
    expect(await post(store, 'c3', 'm9')).not.toBeInstanceOf(DomainError);
    expect(Object.keys((await load<ConversationState, never>(store, 'c3', conversationDecider)).state.messages)).toEqual(['m9']);
  });

  it('keeps each store apart: a second app on a fresh database with the same stream ids starts empty', async () => {
    const first = await freshStore();
    await handleCommand(
      first.store,
      'c4',
      conversationDecider,
      { type: 'Start', conversationId: 'c4', ownerId: owner, title: 'Mine' },
      ctx(),
    );
    const second = await freshStore();
    expect(await post(second.store, 'c4', 'm1')).toEqual(new DomainError('not_found'));
  });

  it('marks the events pushedAtAppend only when the caller asks to push them itself', async () => {
    const { store } = await freshStore();
    const start = (id: string) => ({ type: 'Start', conversationId: id, ownerId: owner, title: 'Mine' }) as const;
    await handleCommand(store, 'c5', conversationDecider, start('c5'), ctx());
    await handleCommand(store, 'c6', conversationDecider, start('c6'), ctx(), { pushedAtAppend: true });
    const [plain] = await store.readStream('c5');
    const [marked] = await store.readStream('c6');
    expect(plain.metadata).not.toHaveProperty('pushedAtAppend');
    expect(marked.metadata.pushedAtAppend).toBe(true);
  });

  describe('commands appended together (then) and decided without appending (decideCommand)', () => {
    const reply = (id: string, inReplyTo: string): ConversationCommand => ({
      type: 'RecordReply',
      conversationId: id,
      ownerId: owner,
      messageId: `r-${inReplyTo}`,
      inReplyTo,
      content: 'Answer',
      sourceDocs: [],
      mode: 'extractive',
      timings: { retrievalMs: 1, generationMs: 1, totalMs: 2 },
      error: null,
    });
    const question = (id: string, messageId: string) =>
      ({ type: 'PostMessage', conversationId: id, ownerId: owner, messageId, content: `Question ${messageId}`, language: 'en' }) as const;

    it('appends every step in one transaction, each with its own context, a later step deciding on what the earlier left', async () => {
      const { store } = await freshStore();
      await handleCommand(
        store,
        's1',
        conversationDecider,
        { type: 'Start', conversationId: 's1', ownerId: owner, title: 'New Conversation' },
        ctx(),
      );
      const asked = { actor: 'spec', correlationId: 'corr-1', causationId: 'cmd-1', now: new Date('2026-01-01T00:00:00Z') };
      const later = new Date('2026-01-01T00:00:01Z');
      const result = await handleCommand(store, 's1', conversationDecider, question('s1', 'm1'), asked, {
        then: [{ command: reply('s1', 'm1'), ctx: (ids) => ({ ...asked, causationId: ids[0], now: later }) }],
      });
      expect(result).not.toBeInstanceOf(DomainError);
      const events = (await store.readStream('s1')).slice(1);
      // The first question also renames the conversation: the reply names the question's event, not the rename.
      expect(events.map((e) => e.type)).toEqual(['MessagePosted', 'ConversationRenamed', 'AssistantReplied']);
      expect(new Set(events.map((e) => e.globalPosition.major)).size).toBe(1);
      expect(events.map((e) => e.metadata.causationId)).toEqual(['cmd-1', 'cmd-1', events[0].id]);
      expect(events.map((e) => e.metadata.at)).toEqual([asked.now.toISOString(), asked.now.toISOString(), later.toISOString()]);
      expect(events.every((e) => e.metadata.correlationId === 'corr-1')).toBe(true);
      // A step refused refuses the whole: nothing of the question is appended either.
      const refused = await handleCommand(store, 's1', conversationDecider, question('s1', 'm2'), ctx(), {
        then: [{ command: reply('s1', 'm-unknown'), ctx: ctx() }],
      });
      expect(refused).toEqual(new DomainError('not_found'));
      expect(await store.readStream('s1')).toHaveLength(4);
    });

    it('decides without appending; appending that decision later conflicts if the stream moved meanwhile', async () => {
      const { db, store } = await freshStore();
      const other = new PostgresEventStore(db);
      await handleCommand(
        store,
        's2',
        conversationDecider,
        { type: 'Start', conversationId: 's2', ownerId: owner, title: 'New Conversation' },
        ctx(),
      );
      const decided = await decideCommand(store, 's2', conversationDecider, question('s2', 'm1'), ctx(), { trustKept: true });
      if (decided instanceof DomainError) throw decided;
      expect(decided.events.map((e) => e.type)).toEqual(['MessagePosted', 'ConversationRenamed']);
      expect(decided.known.version).toBe(0);
      expect(decided.state.messages).toEqual({ m1: 'user' });
      expect(await store.readStream('s2')).toHaveLength(1);
      expect(await decideCommand(store, 's2', conversationDecider, reply('s2', 'nope'), ctx())).toEqual(new DomainError('not_found'));
      // Someone else writes first: the decision no longer holds.
      await handleCommand(other, 's2', conversationDecider, question('s2', 'm0'), ctx());
      const late = await handleCommand(store, 's2', conversationDecider, question('s2', 'm1'), ctx(), {
        known: decided.known,
        expectedVersion: decided.known.version,
      });
      expect(late).toMatchObject({ code: 'version_conflict' });
      expect((await store.readStream('s2')).map((e) => e.type)).toEqual(['ConversationStarted', 'MessagePosted', 'ConversationRenamed']);
    });
  });

  describe('deciding on the kept state (trustKept)', () => {
    const trusted = (store: EventStore, id: string, command: Parameters<typeof conversationDecider.decide>[0]) =>
      handleCommand(store, id, conversationDecider, command, ctx(), { trustKept: true });
    const postTrusted = (store: EventStore, id: string, messageId: string) =>
      trusted(store, id, {
        type: 'PostMessage',
        conversationId: id,
        ownerId: owner,
        messageId,
        content: `Question ${messageId}`,
        language: 'en',
      });

    it('reads nothing of a stream this process wrote last', async () => {
      const { store: real } = await freshStore();
      const { store, reads } = counted(real);
      await trusted(store, 't1', { type: 'Start', conversationId: 't1', ownerId: owner, title: 'Mine' });
      const before = reads.length;
      for (let i = 0; i < 5; i++) expect(await postTrusted(store, 't1', `m${i}`)).not.toBeInstanceOf(DomainError);
      expect(reads.length).toBe(before);
      expect(Object.keys((await load<ConversationState, never>(real, 't1', conversationDecider)).state.messages)).toHaveLength(5);
    });

    it('decides again on the stream when another instance wrote since: its append conflicts, its refusal or no-op is checked', async () => {
      const { db, store } = await freshStore();
      const other = new PostgresEventStore(db); // a second app instance on the same database
      await trusted(store, 't2', { type: 'Start', conversationId: 't2', ownerId: owner, title: 'Mine' });
      await postTrusted(store, 't2', 'm1');
      // Appended elsewhere: the kept state does not know m2, the stream does.
      await postTrusted(other, 't2', 'm2');
      const again = await postTrusted(store, 't2', 'm2');
      expect((again as { events: unknown[] }).events).toEqual([]);
      const third = await postTrusted(store, 't2', 'm3');
      expect((third as { state: ConversationState }).state.messages).toEqual({ m1: 'user', m2: 'user', m3: 'user' });
      expect((third as { version: number }).version).toBe(3);
      // A rename elsewhere: renaming back to the title this process kept is a change, not a no-op.
      await trusted(other, 't2', { type: 'Rename', conversationId: 't2', ownerId: owner, title: 'Theirs' });
      const renamed = await trusted(store, 't2', { type: 'Rename', conversationId: 't2', ownerId: owner, title: 'Mine' });
      expect((renamed as { events: unknown[] }).events).toEqual([
        { type: 'ConversationRenamed', data: { conversationId: 't2', ownerId: owner, title: 'Mine' } },
      ]);
      // A reply recorded elsewhere can be rated here, though the kept state has no such message.
      await trusted(other, 't2', {
        type: 'RecordReply',
        conversationId: 't2',
        ownerId: owner,
        messageId: 'r3',
        inReplyTo: 'm3',
        content: 'Answer',
        sourceDocs: [],
        mode: 'extractive',
        timings: { retrievalMs: 1, generationMs: 1, totalMs: 2 },
        error: null,
      });
      const rated = await trusted(store, 't2', { type: 'Rate', conversationId: 't2', ownerId: owner, messageId: 'r3', helpful: true });
      expect(rated).not.toBeInstanceOf(DomainError);
      // Deleted elsewhere: a message is refused, not appended to a deleted conversation.
      await trusted(other, 't2', { type: 'Delete', conversationId: 't2', ownerId: owner });
      expect(await postTrusted(store, 't2', 'm4')).toEqual(new DomainError('not_found'));
      const { state } = await load<ConversationState, never>(other, 't2', conversationDecider);
      expect(Object.keys(state.messages)).toEqual(['m1', 'm2', 'm3', 'r3']);
    });
  });
});
