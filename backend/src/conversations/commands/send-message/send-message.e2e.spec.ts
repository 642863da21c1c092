import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { conversationStreamId, type AssistantReplied } from '@kb/contracts';
import { Assistant } from '../../../assistant/assistant.port.js';
import { AnswerQuestion } from '../../../assistant/answering.js';
import { ledgerCaughtUp } from '../../../audit/testing/audit-harness.js';
import { EVENT_STORE } from '../../../core/tokens.js';
import { Database } from '../../../database/database.js';
import { PostgresEventStore } from '../../../event-store/postgres/postgres-event-store.js';
import { handleCommand } from '../../../shared/event-sourcing/command-handler.js';
import { conversationDecider } from '../../domain/conversation.decider.js';
import type { EventStore } from '../../../event-store/event-store.port.js';
import { ProjectionRunner } from '../../../projections/projection-runner.js';
import { ConversationPushes } from '../../live/conversation-pushes.js';
import { signIn, type Client } from '../../../testing/http.js';
import { LiveTab } from '../../../testing/live-client.js';
import { startTestApp, type TestApp } from '../../../testing/test-app.js';

describe('POST /api/messages: what one question records', () => {
  let app: TestApp;
  let agent: Client;
  let other: Client;
  let store: EventStore;
  const tabs: LiveTab[] = [];

  beforeAll(async () => {
    app = await startTestApp();
    store = app.app.get<EventStore>(EVENT_STORE);
    agent = await signIn(app.url, 'agent', 'agent123');
    other = await signIn(app.url, 'auditor', 'auditor123');
  });
  afterAll(async () => {
    tabs.forEach((t) => t.close());
    await app?.close();
  });

  it('records every event of one request with its correlation id, and the reply caused by the question', async () => {
    const sent = await agent.post('/api/messages', { content: 'How many days of annual leave do I get?' });
    expect(sent.status).toBe(200);
    const events = await store.readStream(conversationStreamId(sent.body.conversationId));
    expect(events.map((e) => e.type)).toEqual(['ConversationStarted', 'MessagePosted', 'AssistantReplied']);
    const correlationIds = new Set(events.map((e) => e.metadata.correlationId));
    expect(correlationIds.size).toBe(1);
    expect(events.every((e) => e.metadata.actor === agent.userId)).toBe(true);
    const [, question, reply] = events;
    expect(reply.metadata.causationId).toBe(question.id);
    expect(question.metadata.causationId).not.toBe(question.id);
    expect(Date.parse(reply.metadata.at)).toBeGreaterThanOrEqual(Date.parse(question.metadata.at));

    // A second request is a second correlation.
    const again = await agent.post('/api/messages', { content: 'And sick leave?', conversationId: sent.body.conversationId });
    const after = await store.readStream(conversationStreamId(sent.body.conversationId));
    expect(after.slice(3).map((e) => e.metadata.correlationId)).toEqual([expect.any(String), expect.any(String)]);
    expect(after[3].metadata.correlationId).toBe(after[4].metadata.correlationId);
    expect(after[3].metadata.correlationId).not.toBe(events[0].metadata.correlationId);
    expect(again.body.assistantMessage.id).toBe((after[4].data as { messageId: string }).messageId);
  });

  it('titles a conversation made with the New conversation button by its first question, pushed to every tab; a renamed one keeps its name', async () => {
    const tab = new LiveTab(app.url, agent.cookie);
    tabs.push(tab);
    await tab.connected();
    const made = await agent.post('/api/conversations', { title: 'New Conversation' });
    expect(made.status).toBe(201);
    await agent.post('/api/messages', { content: 'How do I connect to the VPN from home?', conversationId: made.body.id });
    expect(await tab.next('conversation:updated', (c) => c.id === made.body.id)).toMatchObject({
      title: 'How do I connect to the VPN from home?',
    });
    await agent.post('/api/messages', { content: 'And from abroad?', conversationId: made.body.id });
    const list = await agent.get('/api/conversations');
    expect(list.body.find((c: { id: string }) => c.id === made.body.id).title).toBe('How do I connect to the VPN from home?');

    const named = await agent.post('/api/conversations', { title: 'New Conversation' });
    await agent.put(`/api/conversations/${named.body.id}`, { title: 'VPN notes' });
    await agent.post('/api/messages', { content: 'Which VPN client do I install?', conversationId: named.body.id });
    const after = await agent.get('/api/conversations');
    expect(after.body.find((c: { id: string }) => c.id === named.body.id).title).toBe('VPN notes');
  });

  it('takes client-named questions and conversations; sending the same again records nothing more', async () => {
    const tab = new LiveTab(app.url, agent.cookie);
    tabs.push(tab);
    await tab.connected();
    const conversationId = randomUUID();
    const messageId = randomUUID();
    const body = { content: 'Which VPN client do I install?', id: messageId, newConversationId: conversationId };
    const first = await agent.post('/api/messages', body);
    expect(first.status).toBe(200);
    expect(first.body.conversationId).toBe(conversationId);
    expect(first.body.userMessage.id).toBe(messageId);
    // The sending tab recognises its own items by the ids it chose.
    expect(await tab.next('conversation:created', (c) => c.id === conversationId)).toMatchObject({
      title: 'Which VPN client do I install?',
    });
    await tab.nextMessage((m) => m.id === messageId);

    const repeated = await agent.post('/api/messages', body);
    expect(repeated.status).toBe(200);
    expect(repeated.body).toEqual(first.body);
    const events = await store.readStream(conversationStreamId(conversationId));
    expect(events.map((e) => e.type)).toEqual(['ConversationStarted', 'MessagePosted', 'AssistantReplied']);
    expect((await agent.get(`/api/conversations/${conversationId}/messages`)).body).toHaveLength(2);

    // The same question id in the conversation it belongs to, sent with conversationId, is the same too.
    const byId = await agent.post('/api/messages', { content: body.content, id: messageId, conversationId });
    expect(byId.body).toEqual(first.body);
    // Another question may not take that id, nor may anyone else's request reach the conversation.
    expect((await agent.post('/api/messages', { content: 'Other', id: messageId, conversationId: randomUUID() })).status).toBe(409);
    expect((await other.post('/api/messages', { content: 'Mine?', id: messageId })).status).toBe(409);
    expect((await other.post('/api/messages', { content: 'Mine?', newConversationId: conversationId })).status).toBe(404);
    expect((await store.readStream(conversationStreamId(conversationId))).length).toBe(3);
  });

  it('answers two sends of one question at once with one question and one reply', async () => {
    const body = { content: 'What is the roaming daily pass?', id: randomUUID(), newConversationId: randomUUID() };
    const [a, b] = await Promise.all([agent.post('/api/messages', body), agent.post('/api/messages', body)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.assistantMessage.id).toBe(b.body.assistantMessage.id);
    const events = await store.readStream(conversationStreamId(body.newConversationId));
    expect(events.map((e) => e.type)).toEqual(['ConversationStarted', 'MessagePosted', 'AssistantReplied']);
  });

  it('creates a client-named conversation once, however often it is asked', async () => {
    const id = randomUUID();
    const first = await agent.post('/api/conversations', { id, title: 'Named by the tab' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ id, title: 'Named by the tab' });
    const again = await agent.post('/api/conversations', { id, title: 'Named by the tab' });
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect((await store.readStream(conversationStreamId(id))).length).toBe(1);
    expect((await other.post('/api/conversations', { id })).status).toBe(409);
    expect((await agent.post('/api/conversations', { id: 'not-a-uuid' })).status).toBe(400);
    expect((await agent.post('/api/messages', { content: 'x', id: 'nope' })).status).toBe(400);
  });

  it('records the answer with the same fields as every entry point (sources, versions and passages, mode, timings, error), and the audit API explains it', async () => {
    const sent = await agent.post('/api/messages', { content: 'How many days of annual leave do I get?' });
    expect(sent.status).toBe(200);
    const [, , reply] = await store.readStream(conversationStreamId(sent.body.conversationId));
    const data = reply.data as AssistantReplied['data'];
    expect(data).toMatchObject({ mode: 'extractive', error: null, sourceDocs: sent.body.assistantMessage.sourceDocs });
    expect(data.timings).toMatchObject({ retrievalMs: expect.any(Number), generationMs: expect.any(Number), totalMs: expect.any(Number) });
    expect(data.sourceVersions!.length).toBeGreaterThan(0);
    expect(data.sourceVersions!.map((v) => v.documentId)).toEqual(expect.arrayContaining([data.sourceDocs[0].id]));
    await ledgerCaughtUp(app);
    const provenance = await other.get(`/api/audit/messages/${sent.body.assistantMessage.id}/provenance`);
    expect(provenance.status).toBe(200);
    expect(provenance.body).toMatchObject({
      conversationId: sent.body.conversationId,
      question: { messageId: sent.body.userMessage.id },
      reply: { messageId: sent.body.assistantMessage.id, error: null },
    });
    expect(provenance.body.sources[0]).toMatchObject({ documentId: data.sourceDocs[0].id, basis: 'recorded', passage: expect.any(String) });
  });

  it('records a failing assistant as a failed answer (SPEC error), caused by the question, never a 500', async () => {
    const spy = vi.spyOn(app.app.get(Assistant), 'answer').mockRejectedValueOnce(new Error('the engine broke'));
    let sent;
    try {
      sent = await agent.post('/api/messages', { content: 'What is the VPN address?' });
    } finally {
      spy.mockRestore();
    }
    expect(sent.status).toBe(200);
    expect(sent.body.error).toBe('assistant_failed');
    expect(sent.body.assistantMessage).toMatchObject({
      content: 'The assistant could not answer this time. Your question is saved; please try again.',
      sourceDocs: [],
      error: 'assistant_failed',
    });
    const [, question, reply] = await store.readStream(conversationStreamId(sent.body.conversationId));
    expect(reply).toMatchObject({
      type: 'AssistantReplied',
      data: { error: 'assistant_failed', mode: 'not_found', sourceDocs: [], sourceVersions: [] },
    });
    expect(reply.metadata.causationId).toBe(question.id);
  });

  it('pushes the recorded reply to another tab exactly once, after it is committed, with its question; no typing for a quick answer', async () => {
    const sender = new LiveTab(app.url, agent.cookie);
    const otherTab = new LiveTab(app.url, agent.cookie);
    tabs.push(sender, otherTab);
    await Promise.all([sender.connected(), otherTab.connected()]);
    const conversationId = randomUUID();
    const sent = await agent.post('/api/messages', { content: 'How do I reset my password?', newConversationId: conversationId });
    expect(sent.status).toBe(200);
    const replyId = sent.body.assistantMessage.id;
    // What the tab is pushed is the committed message, as a refetch returns it.
    const pushed = await otherTab.nextMessage((m) => m.id === replyId);
    const messages = (await agent.get(`/api/conversations/${conversationId}/messages`)).body;
    expect(pushed).toEqual(messages.find((m: { id: string }) => m.id === replyId));
    const [, question, reply] = await store.readStream(conversationStreamId(conversationId));
    const together = question.globalPosition.major === reply.globalPosition.major;
    // A later change's push arrives after anything the reply could still have sent.
    const renamed = await agent.put(`/api/conversations/${conversationId}`, { title: 'Password reset' });
    expect(renamed.status).toBe(200);
    for (const tab of [otherTab, sender]) {
      await tab.next('conversation:updated', (c) => c.id === conversationId && c.title === 'Password reset');
      expect(tab.messages().filter((m) => m.id === replyId)).toHaveLength(1);
      expect(tab.messages().filter((m) => m.id === sent.body.userMessage.id)).toHaveLength(1);
      // As they were recorded, they arrive: in one push (the question first) when one append held
      // both, the extractive engine's quick answer; in two, with the assistant typing between,
      // when the answer took long enough for the question to be recorded alone (a cold start's).
      const pushes = tab.events('messages:created').map((ms: { id: string }[]) => ms.map((m) => m.id));
      const typing = tab
        .events('assistant:typing')
        .filter((e) => e.conversationId === conversationId)
        .map((e) => e.typing);
      if (together) {
        expect(pushes).toContainEqual([sent.body.userMessage.id, replyId]);
        expect(typing).toEqual([]);
      } else {
        expect(pushes).toEqual(expect.arrayContaining([[sent.body.userMessage.id], [replyId]]));
        expect(typing).toEqual([true, false]);
      }
    }
  });

  it('pushes the question, then its reply, to another tab at their appends, before the read model has them; a thread loaded then lists both', async () => {
    const otherTab = new LiveTab(app.url, agent.cookie);
    tabs.push(otherTab);
    await otherTab.connected();
    const conversationId = (await agent.post('/api/conversations', { title: 'Held' })).body.id;
    // No read model moves from here on: what reaches the tab comes from the appends.
    const runner = app.app.get(ProjectionRunner);
    await runner.stop();
    let restarted = false;
    try {
      const sending = agent.post('/api/messages', { content: 'How do I reset my password?', conversationId });
      const mine = (role: string) => (m: { conversationId: string; role: string }) =>
        m.conversationId === conversationId && m.role === role;
      const question = await otherTab.nextMessage(mine('user'));
      const reply = await otherTab.nextMessage(mine('assistant'));
      const pushed = otherTab.messages().filter((m) => m.conversationId === conversationId);
      expect(pushed).toEqual([question, reply]);
      // A thread loaded after the pushes waits for the read model to show them.
      const loading = agent.get(`/api/conversations/${conversationId}/messages`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      await runner.start();
      restarted = true;
      const [sent, thread] = await Promise.all([sending, loading]);
      expect(sent.status).toBe(200);
      expect(sent.body.userMessage).toEqual(question);
      expect(sent.body.assistantMessage).toEqual(reply);
      expect(thread.body).toEqual([question, reply]);
      // The read model's commit pushed the conversation's new state, not the messages a second time.
      await otherTab.next('conversation:updated', (c) => c.id === conversationId);
      await app.app.get(ConversationPushes).idle();
      expect(otherTab.messages().filter((m) => m.conversationId === conversationId)).toHaveLength(2);
    } finally {
      if (!restarted) await runner.start();
    }
  });

  it('records a quick answer with its question in one append; a slow one finds its question recorded, and the assistant typing, in every tab meanwhile', async () => {
    const otherTab = new LiveTab(app.url, agent.cookie);
    tabs.push(otherTab);
    await otherTab.connected();
    const conversationId = (await agent.post('/api/conversations', { title: 'Quick and slow' })).body.id;
    const stream = () => store.readStream(conversationStreamId(conversationId));
    // The extractive engine answers within the wait: one transaction holds the question and its reply.
    expect((await agent.post('/api/messages', { content: 'How many days of annual leave do I get?', conversationId })).status).toBe(200);
    const [, question, reply] = await stream();
    expect([question.type, reply.type]).toEqual(['MessagePosted', 'AssistantReplied']);
    expect(reply.globalPosition.major).toBe(question.globalPosition.major);
    expect(reply.metadata.causationId).toBe(question.id);
    expect(question.metadata.causationId).not.toBe(question.id);
    // Recorded together, they reach the other tab together, the question first, with no typing state.
    const messageIds = (e: { data: unknown }) => (e.data as { messageId: string }).messageId;
    const quick = await otherTab.next('messages:created', (ms: { id: string }[]) => ms.some((m) => m.id === messageIds(reply)));
    expect(quick.map((m: { id: string }) => m.id)).toEqual([messageIds(question), messageIds(reply)]);
    const typing = () => otherTab.events('assistant:typing').filter((e) => e.conversationId === conversationId);
    expect(typing()).toEqual([]);

    // An answer that takes its time (a model's): the question is recorded and pushed before it ends.
    const answering = app.app.get(AnswerQuestion);
    const answer = answering.answer.bind(answering);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const spy = vi.spyOn(answering, 'answer').mockImplementationOnce(async (input) => (await held, answer(input)));
    try {
      const sending = agent.post('/api/messages', { content: 'And sick leave?', conversationId });
      const asked = await otherTab.nextMessage((m) => m.conversationId === conversationId && m.content === 'And sick leave?');
      expect((await stream()).slice(3).map((e) => e.type)).toEqual(['MessagePosted']);
      // Typing is announced once the answer is awaited, before the question is shown alone.
      expect(typing()).toEqual([{ conversationId, typing: true }]);
      const order = otherTab.received.map((r) => r.event).filter((e) => e === 'assistant:typing' || e === 'messages:created');
      expect(order.slice(-2)).toEqual(['assistant:typing', 'messages:created']);
      expect(otherTab.messages().filter((m) => m.conversationId === conversationId && m.role === 'assistant')).toHaveLength(1);
      release();
      const sent = await sending;
      expect(sent.status).toBe(200);
      expect(sent.body.userMessage).toEqual(asked);
      await otherTab.next('assistant:typing', (e) => e.conversationId === conversationId && !e.typing);
      expect(typing().map((e) => e.typing)).toEqual([true, false]);
      const [slowQuestion, slowReply] = (await stream()).slice(3);
      expect(slowReply.metadata.causationId).toBe(slowQuestion.id);
      expect(slowReply.globalPosition.major).not.toBe(slowQuestion.globalPosition.major);
    } finally {
      release();
      spy.mockRestore();
    }
  });

  it("pushes another instance's question and reply, recorded together, in one push once the read model has them", async () => {
    const tab = new LiveTab(app.url, agent.cookie);
    tabs.push(tab);
    await tab.connected();
    const conversationId = (await agent.post('/api/conversations', { title: 'Elsewhere' })).body.id;
    // Another instance on the same database: nothing was pushed at its append here.
    const other = new PostgresEventStore(app.app.get(Database));
    const ctx = { actor: agent.userId, now: new Date() };
    const base = { conversationId, ownerId: agent.userId };
    const [questionId, replyId] = [randomUUID(), randomUUID()];
    const reply = {
      type: 'RecordReply' as const,
      ...base,
      messageId: replyId,
      inReplyTo: questionId,
      content: 'Yes, in the staff car park.',
      sourceDocs: [],
      mode: 'extractive' as const,
      timings: { retrievalMs: 1, generationMs: 1, totalMs: 2 },
      error: null,
    };
    await handleCommand(
      other,
      conversationStreamId(conversationId),
      conversationDecider,
      { type: 'PostMessage', ...base, messageId: questionId, content: 'Is parking free?', language: 'en' },
      ctx,
      { then: [{ command: reply, ctx: (ids) => ({ ...ctx, causationId: ids[0] }) }] },
    );
    const pushed = await tab.next('messages:created', (ms: { id: string }[]) => ms.some((m) => m.id === replyId));
    // As the read model lists them, in one push, the question first.
    const thread = (await agent.get(`/api/conversations/${conversationId}/messages`)).body;
    expect(pushed).toEqual(thread);
    expect(pushed.map((m: { id: string; role: string }) => [m.id, m.role])).toEqual([
      [questionId, 'user'],
      [replyId, 'assistant'],
    ]);
  });

  it('decides on what another instance wrote to the conversation since this one last did', async () => {
    // Another instance on the same database: its own event store, with nothing of this one's kept state.
    const other = new PostgresEventStore(app.app.get(Database));
    const elsewhere = (command: Parameters<typeof conversationDecider.decide>[0]) =>
      handleCommand(other, conversationStreamId(command.conversationId), conversationDecider, command, {
        actor: agent.userId,
        now: new Date(),
      });
    const answering = vi.spyOn(app.app.get(AnswerQuestion), 'answer');
    try {
      const first = await agent.post('/api/messages', { content: 'How many days of annual leave do I get?' });
      const conversationId: string = first.body.conversationId;
      const base = { conversationId, ownerId: agent.userId };
      // A turn recorded through the other instance: the next question is answered with it.
      const questionId = randomUUID();
      await elsewhere({ type: 'PostMessage', ...base, messageId: questionId, content: 'And sick leave?', language: 'en' });
      const sourceDocs = first.body.assistantMessage.sourceDocs;
      await elsewhere({
        type: 'RecordReply',
        ...base,
        messageId: randomUUID(),
        inReplyTo: questionId,
        content: 'Sick leave needs a certificate.',
        sourceDocs,
        mode: 'extractive',
        timings: { retrievalMs: 1, generationMs: 1, totalMs: 2 },
        error: null,
      });
      const second = await agent.post('/api/messages', { content: 'And for part-time staff?', conversationId });
      expect(second.status).toBe(200);
      expect(answering.mock.calls.at(-1)![0].history).toEqual([
        {
          question: 'How many days of annual leave do I get?',
          answer: first.body.assistantMessage.content,
          sourceIds: sourceDocs.map((d: { id: string }) => d.id),
        },
        { question: 'And sick leave?', answer: 'Sick leave needs a certificate.', sourceIds: sourceDocs.map((d: { id: string }) => d.id) },
      ]);
      const types = (await store.readStream(conversationStreamId(conversationId))).map((e) => e.type);
      expect(types).toEqual(['ConversationStarted', ...Array(3).fill(['MessagePosted', 'AssistantReplied']).flat()]);
      // Deleted through the other instance: this one refuses the next question instead of recording it.
      await elsewhere({ type: 'Delete', ...base });
      expect((await agent.post('/api/messages', { content: 'Still there?', conversationId })).status).toBe(404);
      expect((await store.readStream(conversationStreamId(conversationId))).length).toBe(types.length + 1);
    } finally {
      answering.mockRestore();
    }
  });
});
