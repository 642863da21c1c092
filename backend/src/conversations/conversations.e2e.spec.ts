import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_MESSAGE_LENGTH } from '@kb/contracts';
import { startFakeOpenAi } from '../assistant/testing/fake-openai-server.js';
import { signIn, type Client } from '../testing/http.js';
import { LiveTab } from '../testing/live-client.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

describe('conversations and live chat', () => {
  let app: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let agent: Client;
  let other: Client;
  const tabs: LiveTab[] = [];
  const tab = async (c: Client) => {
    const t = new LiveTab(app.url, c.cookie);
    tabs.push(t);
    await t.connected();
    return t;
  };

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    app = await startTestApp({ openAiApiKey: 'test-key', openAiBaseUrl: fake.baseUrl });
    agent = await signIn(app.url, 'agent', 'agent123');
    other = await signIn(app.url, 'auditor', 'auditor123');
  });
  afterAll(async () => {
    tabs.forEach((t) => t.close());
    await app?.close();
    await fake?.close();
  });

  it('keeps two tabs of one user in step, and tells another user nothing', async () => {
    const [tab1, tab2, stranger] = [await tab(agent), await tab(agent), await tab(other)];

    const created = await agent.post('/api/conversations', { title: 'Leave questions' });
    expect(created.status).toBe(201);
    const id = created.body.id;
    for (const t of [tab1, tab2])
      expect(await t.next('conversation:created', (c) => c.id === id)).toMatchObject({ title: 'Leave questions' });

    fake.set({ kind: 'stream', chunks: ['Full-time employees get ', '30 calendar days [1].'], delayMs: 20 });
    const sent = await agent.post('/api/messages', { content: 'How many days of annual leave do I get?', conversationId: id });
    expect(sent.status).toBe(200);
    expect(sent.body.conversationId).toBe(id);
    expect(sent.body.userMessage).toMatchObject({ role: 'user', content: 'How many days of annual leave do I get?' });
    expect(sent.body.assistantMessage).toMatchObject({
      role: 'assistant',
      content: expect.stringMatching(/30 calendar days[\s\S]*Source: Annual Leave Policy/),
    });
    expect(sent.body.assistantMessage.sourceDocs[0]).toMatchObject({ title: 'Annual Leave Policy', category: 'hr_policies' });
    expect(sent.body.error).toBeUndefined();

    for (const t of [tab1, tab2]) {
      await t.nextMessage((m) => m.id === sent.body.userMessage.id);
      await t.nextMessage((m) => m.id === sent.body.assistantMessage.id);
      await t.next('assistant:typing', (p) => p.conversationId === id && p.typing === false);
      const typing = t
        .events('assistant:typing')
        .filter((p) => p.conversationId === id)
        .map((p) => p.typing);
      expect(typing).toEqual([true, false]);
      const streamed = t.events('assistant:delta').filter((p) => p.messageId === sent.body.assistantMessage.id);
      expect(streamed.map((p) => p.delta).join('')).toBe('Full-time employees get 30 calendar days [1].');
      // Each delta says where in the reply it starts: a tab joining mid-reply knows it missed the start.
      expect(streamed.length).toBeGreaterThan(1);
      expect(streamed.map((p) => p.offset)).toEqual(streamed.map((_, i) => streamed.slice(0, i).reduce((n, p) => n + p.delta.length, 0)));
    }

    const renamed = await agent.put(`/api/conversations/${id}`, { conversationId: id, title: 'Annual leave' });
    expect(renamed.body).toMatchObject({ id, title: 'Annual leave' });
    for (const t of [tab1, tab2]) await t.next('conversation:updated', (c) => c.id === id && c.title === 'Annual leave');

    expect((await agent.del(`/api/conversations/${id}`)).status).toBe(204);
    for (const t of [tab1, tab2]) expect(await t.next('conversation:deleted', (p) => p.id === id)).toEqual({ id });
    expect((await agent.get(`/api/conversations/${id}/messages`)).status).toBe(404);

    // A change of the stranger's own comes after all of the above: anything leaked would have arrived first.
    const own = await other.post('/api/conversations', { title: 'Mine' });
    await stranger.next('conversation:created', (c) => c.id === own.body.id);
    // The stranger is the auditor, whose role also receives the audit log's tail (metadata only, no
    // data: asserted in audit.e2e.spec.ts); of the chat's own events, nothing of the agent's arrived.
    expect(stranger.received.map((r) => r.event).filter((e) => !e.startsWith('audit:'))).toEqual(['conversation:created']);
  });

  it('starts a conversation titled from the question when none is given, newest first in the list', async () => {
    fake.set({ kind: 'stream', chunks: ['VPN [1]'] });
    const sent = await agent.post('/api/messages', { content: 'Which VPN client do I install?' });
    expect(sent.status).toBe(200);
    const list = await agent.get('/api/conversations');
    expect(list.body[0]).toMatchObject({ id: sent.body.conversationId, title: 'Which VPN client do I install?' });
    const messages = await agent.get(`/api/conversations/${sent.body.conversationId}/messages`);
    expect(messages.body.map((m: any) => m.role)).toEqual(['user', 'assistant']);
    expect(messages.body[1]).toMatchObject({
      id: sent.body.assistantMessage.id,
      sourceDocs: expect.any(Array),
      createdAt: expect.any(String),
    });
  });

  it('answers bad input with a 400 naming the problem, in the caller language', async () => {
    const blank = await agent.post('/api/messages', { content: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toMatch(/content/);
    const long = await agent.post('/api/messages', { content: 'x'.repeat(MAX_MESSAGE_LENGTH + 1) });
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/at most 4000/);
    const arabic = await agent.request('POST', '/api/messages', { content: '' }, { 'accept-language': 'ar' });
    expect(arabic.status).toBe(400);
    expect(arabic.body.message).toMatch(/الحقل المحتوى/);
    const json = await agent.request('POST', '/api/messages', '{"content":', {});
    expect(json.status).toBe(400);
    expect(json.body.message).toBe('The request body is not valid JSON.');
    const renameBlank = await agent.put(`/api/conversations/${(await agent.post('/api/conversations', {})).body.id}`, { title: ' ' });
    expect(renameBlank.status).toBe(400);
  });

  it("keeps the question when the model fails, and marks the reply; someone else's conversation is 404", async () => {
    fake.set({ kind: 'fail', status: 503 });
    const sent = await agent.post('/api/messages', { content: 'How many days of annual leave do I get?' });
    expect(sent.status).toBe(200);
    expect(sent.body.error).toBe('model_failed');
    const history = await agent.get(`/api/conversations/${sent.body.conversationId}/messages`);
    expect(history.body.map((m: any) => [m.role, m.error ?? null])).toEqual([
      ['user', null],
      ['assistant', 'model_failed'],
    ]);
    expect(history.body[0].content).toBe('How many days of annual leave do I get?');

    expect((await other.get(`/api/conversations/${sent.body.conversationId}/messages`)).status).toBe(404);
    expect((await other.post('/api/messages', { content: 'hi', conversationId: sent.body.conversationId })).status).toBe(404);
    expect((await other.del(`/api/conversations/${sent.body.conversationId}`)).status).toBe(404);
    expect((await other.post(`/api/messages/${sent.body.assistantMessage.id}/feedback`, { helpful: true })).status).toBe(404);
  });

  it('records helpful / not helpful on an answer', async () => {
    fake.set({ kind: 'stream', chunks: ['30 days [1]'] });
    const sent = await agent.post('/api/messages', { content: 'How many days of annual leave do I get?' });
    expect((await agent.post(`/api/messages/${sent.body.assistantMessage.id}/feedback`, { helpful: false })).status).toBe(204);
    expect((await agent.post(`/api/messages/${sent.body.userMessage.id}/feedback`, { helpful: true })).status).toBe(404);
    expect((await agent.post(`/api/messages/${sent.body.assistantMessage.id}/feedback`, { helpful: 'yes' })).status).toBe(400);
    const history = await agent.get(`/api/conversations/${sent.body.conversationId}/messages`);
    expect(history.body[1].helpful).toBe(false);
  });
});
