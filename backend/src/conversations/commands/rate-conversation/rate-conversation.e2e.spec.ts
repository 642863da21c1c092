import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationStreamId } from '@kb/contracts';
import { EVENT_STORE } from '../../../core/tokens.js';
import type { EventStore } from '../../../event-store/event-store.port.js';
import { signIn, type Client } from '../../../testing/http.js';
import { startTestApp, type TestApp } from '../../../testing/test-app.js';

describe('"Was this conversation useful?"', () => {
  let app: TestApp;
  let agent: Client;
  let admin: Client;

  beforeAll(async () => {
    app = await startTestApp();
    agent = await signIn(app.url, 'agent', 'agent123');
    admin = await signIn(app.url, 'admin', 'admin123');
  });
  afterAll(() => app?.close());

  it('is recorded as ConversationRated by the owner and counted in the admin figures beside answer ratings', async () => {
    const first = (await agent.post('/api/conversations', { title: 'Leave' })).body;
    const second = (await agent.post('/api/conversations', { title: 'Laptops' })).body;
    expect((await agent.get(`/api/conversations/${first.id}/feedback`)).body).toEqual({ useful: null });
    expect((await agent.post(`/api/conversations/${first.id}/feedback`, { useful: true })).body).toEqual({ useful: true });
    expect((await agent.post(`/api/conversations/${second.id}/feedback`, { useful: true })).status).toBe(200);
    expect((await agent.post(`/api/conversations/${second.id}/feedback`, { useful: false })).body).toEqual({ useful: false });
    expect((await agent.post(`/api/conversations/${second.id}/feedback`, { useful: false })).status).toBe(200);
    expect((await agent.get(`/api/conversations/${second.id}/feedback`)).body).toEqual({ useful: false });

    const events = await app.app.get<EventStore>(EVENT_STORE).readStream(conversationStreamId(second.id));
    const rated = events.filter((e) => e.type === 'ConversationRated');
    expect(rated.map((e) => e.data)).toEqual([
      { conversationId: second.id, ownerId: agent.userId, useful: true },
      { conversationId: second.id, ownerId: agent.userId, useful: false },
    ]);
    expect(rated[0].metadata.actor).toBe(agent.userId);

    let ratings: Record<string, number> = {};
    for (let i = 0; i < 50; i++) {
      ratings = (await admin.get('/api/analytics/overview')).body.ratings;
      if (ratings.conversationsNotUseful === 1) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(ratings).toMatchObject({ conversationsUseful: 1, conversationsNotUseful: 1 });
  });

  it("refuses another person's conversation and a non-boolean answer", async () => {
    const mine = (await agent.post('/api/conversations', { title: 'Mine' })).body;
    expect((await admin.post(`/api/conversations/${mine.id}/feedback`, { useful: true })).status).toBe(404);
    expect((await admin.get(`/api/conversations/${mine.id}/feedback`)).status).toBe(404);
    const bad = await agent.request('POST', `/api/conversations/${mine.id}/feedback`, { useful: 'yes' }, { 'accept-language': 'ar' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.useful).toMatch(/الحقل/);
  });
});
