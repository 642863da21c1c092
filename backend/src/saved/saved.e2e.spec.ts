import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedItemsStreamId, type SavedChangedPayload, type SavedItem, type SendMessageResponse } from '@kb/contracts';
import { EVENT_STORE } from '../core/tokens.js';
import type { EventStore } from '../event-store/event-store.port.js';
import { signIn, type Client } from '../testing/http.js';
import { LiveTab } from '../testing/live-client.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

let app: TestApp;
let agent: Client;
let agentAgain: Client;
let admin: Client;
let auditor: Client;
let answer: SendMessageResponse;

beforeAll(async () => {
  app = await startTestApp();
  [agent, agentAgain, admin, auditor] = await Promise.all([
    signIn(app.url, 'agent'),
    signIn(app.url, 'agent'),
    signIn(app.url, 'admin'),
    signIn(app.url, 'auditor'),
  ]);
  const res = await agent.post('/api/messages', { content: 'How many days of annual leave do I get?' });
  expect(res.status).toBe(200);
  answer = res.body;
});
afterAll(() => app?.close());

const list = async (who: Client, query = ''): Promise<SavedItem[]> => {
  const res = await who.get(`/api/saved${query}`);
  expect(res.status).toBe(200);
  return res.body;
};
const arabic = { 'accept-language': 'ar' };

describe('saved items', () => {
  it('start empty for every user', async () => {
    for (const who of [agent, admin, auditor]) expect(await list(who)).toEqual([]);
  });

  it('keep an answer with the question it answered, its sources and dates, and a question to ask again, newest first', async () => {
    const saved = await agent.post('/api/saved', { messageId: answer.assistantMessage.id });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({
      kind: 'answer',
      messageId: answer.assistantMessage.id,
      conversationId: answer.conversationId,
      conversationAvailable: true,
      content: answer.assistantMessage.content,
      question: 'How many days of annual leave do I get?',
      sourceDocs: answer.assistantMessage.sourceDocs,
      messageAt: answer.assistantMessage.createdAt,
    });
    expect(answer.assistantMessage.sourceDocs.length).toBeGreaterThan(0);
    const question = await agent.post('/api/saved', { messageId: answer.userMessage.id });
    expect([question.status, question.body.kind, question.body.question, question.body.sourceDocs]).toEqual([201, 'question', null, []]);
    expect((await list(agent)).map((i) => i.kind)).toEqual(['question', 'answer']);
    // Saving the same message again keeps it once.
    const again = await agent.post('/api/saved', { messageId: answer.assistantMessage.id });
    expect([again.status, again.body.id]).toEqual([200, saved.body.id]);
    expect(await list(agent)).toHaveLength(2);
  });

  it('filter by type and search the text, the question and the conversation title', async () => {
    expect((await list(agent, '?type=answer')).map((i) => i.kind)).toEqual(['answer']);
    expect((await list(agent, '?type=question')).map((i) => i.kind)).toEqual(['question']);
    expect(await list(agent, `?q=${encodeURIComponent('ANNUAL leave')}`)).toHaveLength(2);
    expect(await list(agent, '?q=zebra')).toEqual([]);
    expect(await list(agent, `?q=${encodeURIComponent('100%_')}`)).toEqual([]);
    const bad = await agent.request('GET', '/api/saved?type=document', undefined, arabic);
    expect([bad.status, bad.body.message]).toEqual([400, expect.stringContaining('النوع')]);
  });

  it('are nobody else’s: another user cannot list, save, remove or restore them, whatever the role (404)', async () => {
    const [item] = await list(agent);
    for (const who of [admin, auditor]) {
      expect(await list(who)).toEqual([]);
      expect((await who.post('/api/saved', { messageId: answer.assistantMessage.id })).status).toBe(404);
      expect((await who.del(`/api/saved/${item.id}`)).status).toBe(404);
      expect((await who.post(`/api/saved/${item.id}/restore`)).status).toBe(404);
    }
    const en = await admin.post('/api/saved', { messageId: answer.assistantMessage.id });
    expect(en.body.message).toMatch(/not one of your messages/);
    const ar = await admin.request('POST', '/api/saved', { messageId: answer.assistantMessage.id }, arabic);
    expect(ar.body.message).toMatch(/ليست من رسائلك/);
    expect((await agent.post('/api/saved', {})).status).toBe(400);
    expect((await agent.post('/api/saved', { messageId: 'not-a-uuid' })).status).toBe(400);
    expect((await agent.del('/api/saved/not-a-uuid')).status).toBe(404);
    expect(await list(agent)).toHaveLength(2);
  });

  it('reach the owner’s other tabs live, and only theirs: removed, then restored by Undo in its place', async () => {
    const mine = new LiveTab(app.url, agentAgain.cookie);
    const other = new LiveTab(app.url, admin.cookie);
    await Promise.all([mine.connected(), other.connected()]);
    try {
      const [question, saved] = await list(agent);
      const removedPush = mine.next('saved:changed', (p: SavedChangedPayload) => p.id === saved.id && p.change === 'deleted');
      expect((await agent.del(`/api/saved/${saved.id}`)).status).toBe(204);
      expect(await removedPush).toEqual({ id: saved.id, change: 'deleted', item: null });
      expect((await list(agent)).map((i) => i.id)).toEqual([question.id]);
      expect((await agent.del(`/api/saved/${saved.id}`)).status).toBe(404);

      const restoredPush = mine.next('saved:changed', (p: SavedChangedPayload) => p.id === saved.id && p.change === 'created');
      const restored = await agent.post(`/api/saved/${saved.id}/restore`);
      expect([restored.status, restored.body]).toEqual([200, saved]);
      expect((await restoredPush).item).toEqual(saved);
      expect((await list(agent)).map((i) => i.id)).toEqual([question.id, saved.id]);
      expect(other.events('saved:changed')).toEqual([]);
    } finally {
      mine.close();
      other.close();
    }
  });

  it('outlive their conversation: renamed and deleted, the items keep the text and say so', async () => {
    const tab = new LiveTab(app.url, agentAgain.cookie);
    await tab.connected();
    try {
      expect((await agent.put(`/api/conversations/${answer.conversationId}`, { title: 'Leave days' })).status).toBe(200);
      await tab.next('saved:changed', (p: SavedChangedPayload) => p.change === 'updated' && p.item?.conversationTitle === 'Leave days');
      expect((await agent.del(`/api/conversations/${answer.conversationId}`)).status).toBe(204);
      await tab.next('saved:changed', (p: SavedChangedPayload) => p.change === 'updated' && p.item?.conversationAvailable === false);
      const items = await list(agent);
      expect(items.map((i) => [i.conversationAvailable, i.conversationTitle])).toEqual([
        [false, 'Leave days'],
        [false, 'Leave days'],
      ]);
      expect(items[1].content).toBe(answer.assistantMessage.content);
      // A deleted conversation's messages can no longer be saved.
      expect((await agent.post('/api/saved', { messageId: answer.userMessage.id })).status).toBe(200);
      const other = await agent.post('/api/messages', { content: 'What is the VPN?' });
      expect((await agent.del(`/api/conversations/${other.body.conversationId}`)).status).toBe(204);
      expect((await agent.post('/api/saved', { messageId: other.body.assistantMessage.id })).status).toBe(404);
    } finally {
      tab.close();
    }
  });

  it('are events of the user with actor, correlation and causation ids, and an auditor reading them is recorded', async () => {
    const events = await app.app.get<EventStore>(EVENT_STORE).readStream(savedItemsStreamId(agent.userId));
    expect(events.map((e) => e.type)).toEqual(['SavedItemAdded', 'SavedItemAdded', 'SavedItemRemoved', 'SavedItemRestored']);
    for (const e of events) {
      expect(e.metadata.actor).toBe(agent.userId);
      expect(e.metadata.correlationId).toBeTruthy();
      expect(e.metadata.causationId).toBe(e.metadata.correlationId);
    }
    const read = await auditor.get(`/api/audit/events?type=SavedItemAdded`);
    expect(read.status).toBe(200);
    expect(read.body.events.length).toBe(2);
    const views = await auditor.get(`/api/audit/events?type=AuditRecordViewed&actor=${auditor.userId}`);
    expect(
      views.body.events.some((e: { data: { conversations: { ownerId: string }[] } }) =>
        e.data.conversations.some((c) => c.ownerId === agent.userId),
      ),
    ).toBe(true);
  });
});
