import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Database } from '../database/database.js';
import { signIn, type Client } from '../testing/http.js';
import { LiveTab } from '../testing/live-client.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

/**
 * Issue 26, finding 4: with the session expired by inactivity (REST answered 401), the socket
 * stayed connected and kept receiving `document:changed`. Now every socket is checked against its
 * session (SOCKET_SESSION_CHECK_MS, at most a minute; short here) and ends with it, whatever ended
 * it: idle expiry, absolute expiry, deletion on the server. The tab is told (`session:ended`) and
 * asks who it is, which then shows the signed-out state.
 */
const ended = (tab: LiveTab) =>
  Promise.all([
    tab.next('session:ended', () => true, 15_000),
    new Promise<string>((resolve) => tab.socket.once('disconnect', (reason) => resolve(reason))),
  ]).then(([, reason]) => reason);

describe('a socket ends when its session ends', () => {
  const tabs: LiveTab[] = [];
  const apps: TestApp[] = [];
  const start = async (overrides: Partial<TestApp['config']>) => {
    const app = await startTestApp({ socketSessionCheckMs: 300, ...overrides });
    apps.push(app);
    return app;
  };
  const open = async (t: TestApp, who: Client) => {
    const tab = new LiveTab(t.url, who.cookie);
    tabs.push(tab);
    await tab.connected();
    return tab;
  };
  afterAll(async () => {
    tabs.forEach((tab) => tab.close());
    for (const app of apps) await app.close();
  });

  let t: TestApp;
  beforeAll(async () => {
    t = await start({ sessionIdleMs: 4_000 });
  });

  it('ends on idle expiry: no more document pushes once REST says signed out', async () => {
    const agent = await signIn(t.url, 'agent');
    const tab = await open(t, agent);
    const reason = ended(tab);
    const session = (await agent.get('/api/auth/session')).body;
    expect(session.isAuthenticated).toBe(true);
    expect(await reason).toBe('io server disconnect');
    expect((await agent.get('/api/auth/session')).body.isAuthenticated).toBe(false);
    expect((await agent.get('/api/documents')).status).toBe(401);
    // An admin who signs in now changes a document: the agent's ended session hears nothing of it.
    const admin = await signIn(t.url, 'admin');
    const created = await admin.post('/api/documents', {
      title: 'After the agent left',
      content: 'Pushed to live sessions only.',
      category: 'product_info',
      status: 'active',
    });
    expect(created.status).toBe(201);
    await new Promise((r) => setTimeout(r, 500));
    expect(JSON.stringify(tab.received)).not.toContain('After the agent left');
  });

  it('ends when the session is deleted on the server', async () => {
    const agent = await signIn(t.url, 'agent');
    const tab = await open(t, agent);
    const reason = ended(tab);
    await t.app
      .get(Database)
      .query(`DELETE FROM auth_sessions WHERE id IN (SELECT id FROM auth_sessions ORDER BY created_at DESC LIMIT 1)`);
    expect(await reason).toBe('io server disconnect');
  });

  it('ends at the absolute lifetime however active the tab is', async () => {
    const max = await start({ sessionMaxMs: 2_500 });
    const agent = await signIn(max.url, 'agent');
    const tab = await open(max, agent);
    const reason = ended(tab);
    const active = setInterval(() => void agent.get('/api/documents'), 300);
    try {
      expect(await reason).toBe('io server disconnect');
    } finally {
      clearInterval(active);
    }
    expect((await agent.get('/api/documents')).status).toBe(401);
  });
});
