import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KbUpdatesResponse } from '@kb/contracts';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port.js';
import { signIn, type Client } from '../testing/http.js';
import { LiveTab } from '../testing/live-client.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
let admin: Client;
let agent: Client;
let auditor: Client;

beforeAll(async () => {
  t = await startTestApp();
  admin = await signIn(t.url, 'admin');
  agent = await signIn(t.url, 'agent');
  auditor = await signIn(t.url, 'auditor');
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const updates = async (who: Client) => (await who.get('/api/notifications')).body as KbUpdatesResponse;
/** The updates once the read model caught up with `n` of them (it follows the documents' events on its own). */
async function updatesOnce(who: Client, n: number): Promise<KbUpdatesResponse> {
  for (let i = 0; i < 100; i++) {
    const seen = await updates(who);
    if (seen.updates.length >= n) return seen;
    await new Promise((r) => setTimeout(r, 50));
  }
  return updates(who);
}

describe('knowledge-base notifications', () => {
  it('starts with nothing new: the seeded knowledge base is not news', async () => {
    expect(await updates(agent)).toEqual({ updates: [], unread: 0 });
  });

  it('tells every signed-in tab live when a document is published, updated or archived, newest first', async () => {
    const tab = new LiveTab(t.url, agent.cookie);
    await tab.connected();
    const pushed = tab.next('kb-updates:changed');
    const created = await admin.post('/api/documents', {
      title: 'Zephyr roaming bundle',
      content: 'The Zephyr roaming bundle costs 7 dinars per week.',
      category: 'product_info',
    });
    expect(created.status).toBe(201);
    await pushed;
    const id = created.body.id as string;
    await admin.patch(`/api/documents/${id}`, { content: 'The Zephyr roaming bundle costs 8 dinars per week.' });
    await admin.patch(`/api/documents/${id}`, { status: 'archived' });
    // A draft is not published: nobody is told.
    await admin.post('/api/documents', { title: 'مسودة', content: 'نص المسودة.', category: 'product_info', status: 'draft' });
    const seen = await updatesOnce(agent, 3);
    expect(seen.updates.map((u) => [u.kind, u.title, u.read])).toEqual([
      ['archived', 'Zephyr roaming bundle', false],
      ['updated', 'Zephyr roaming bundle', false],
      ['published', 'Zephyr roaming bundle', false],
    ]);
    expect(seen.unread).toBe(3);
    tab.close();
  });

  it('marks read per user, as an event with actor and correlation, and only forward', async () => {
    const before = await updates(agent);
    const otherTab = new LiveTab(t.url, agent.cookie);
    await otherTab.connected();
    const told = otherTab.next('kb-updates:changed');
    const res = await agent.post('/api/notifications/read', { upTo: before.updates[0].at });
    expect(res.status).toBe(204);
    await told;
    otherTab.close();
    const after = await updates(agent);
    expect(after.unread).toBe(0);
    expect(after.updates.every((u) => u.read)).toBe(true);
    // Someone else's count is theirs.
    expect((await updates(auditor)).unread).toBe(3);
    // An older time moves nothing back.
    expect((await agent.post('/api/notifications/read', { upTo: '2020-01-01T00:00:00.000Z' })).status).toBe(204);
    expect((await updates(agent)).unread).toBe(0);

    const store = t.app.get(EVENT_STORE, { strict: false }) as EventStore;
    const stream = await store.readStream(`kb-updates-read-${agent.userId}`);
    expect(stream).toHaveLength(1);
    expect(stream[0].metadata.actor).toBe(agent.userId);
    expect(stream[0].metadata.correlationId).toBeTruthy();
    expect(stream[0].metadata.causationId).toBeTruthy();
  });

  it('refuses a bad time with a 400 in the caller language', async () => {
    const en = await agent.call('POST', '/api/notifications/read', { upTo: 'yesterday' }, { 'Accept-Language': 'en' });
    expect(en.status).toBe(400);
    const ar = await agent.call('POST', '/api/notifications/read', { upTo: 'yesterday' }, { 'Accept-Language': 'ar' });
    expect(ar.status).toBe(400);
    expect(JSON.stringify(ar.body)).toMatch(/[\u0600-\u06FF]/);
    expect((await agent.post('/api/notifications/read', {})).status).toBe(400);
  });

  it('needs a session', async () => {
    const res = await fetch(`${t.url}/api/notifications`);
    expect(res.status).toBe(401);
  });
});
