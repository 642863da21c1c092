import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser, AnalyticsGaps, AnalyticsOverview } from '@kb/contracts';
import { LiveTab } from '../testing/live-client.js';
import { client, login, signIn, type Client } from '../testing/http.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

const ADMIN_CALLS: [string, string, unknown?][] = [
  ['GET', '/api/admin/users'],
  ['POST', '/api/admin/users', { username: 'mallory', name: 'Mallory', role: 'admin', password: 'Tr1cky-Horse-Battery' }],
  ['PATCH', '/api/admin/users/00000000-0000-4000-8000-000000000000', { role: 'admin' }],
  ['POST', '/api/admin/users/00000000-0000-4000-8000-000000000000/password', { password: 'Tr1cky-Horse-Battery' }],
  ['GET', '/api/admin/model-status'],
  ['GET', '/api/analytics/overview'],
  ['GET', '/api/analytics/gaps'],
];

describe('administration: user access, analytics, model status', () => {
  let t: TestApp;
  let admin: Client;
  let agent: Client;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signIn(t.url, 'admin');
    agent = await signIn(t.url, 'agent');
  });
  afterAll(() => t?.close());

  it('refuses agents and auditors on every admin and analytics call, and lets admins through', async () => {
    const auditor = await signIn(t.url, 'auditor');
    for (const [method, path, body] of ADMIN_CALLS) {
      expect((await agent.request(method, path, body)).status, `${method} ${path}`).toBe(403);
      expect((await auditor.request(method, path, body)).status, `${method} ${path}`).toBe(403);
      expect((await client(t.url).request(method, path, body)).status, `${method} ${path}`).toBe(401);
    }
    expect((await admin.get('/api/admin/users')).status).toBe(200);
    expect((await admin.get('/api/admin/model-status')).body).toMatchObject({ configured: false, reachable: null });
  });

  it('adds a user with a checked password; the new user signs in', async () => {
    const weak = await admin.post('/api/admin/users', { username: 'noura', name: 'Noura Al-Ali', role: 'agent', password: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body.fields.password).toMatch(/at least 12/);
    const created = await admin.post('/api/admin/users', {
      username: 'Noura',
      name: 'Noura Al-Ali',
      role: 'agent',
      password: 'Sand-Dune-Falcon-42',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ username: 'noura', name: 'Noura Al-Ali', role: 'agent', disabled: false, lastSignInAt: null });
    expect(
      (await admin.post('/api/admin/users', { username: 'noura', name: 'Again', role: 'agent', password: 'Sand-Dune-Falcon-42' })).status,
    ).toBe(409);
    const noura = await signIn(t.url, 'noura', 'Sand-Dune-Falcon-42');
    expect(noura.user.name).toBe('Noura Al-Ali');
    const listed = ((await admin.get('/api/admin/users')).body as AdminUser[]).find((u) => u.username === 'noura');
    expect(listed?.lastSignInAt).not.toBeNull();
    expect(JSON.stringify(listed)).not.toMatch(/argon2/);
  });

  it("pushes a role change to the user's open tab, whose session then carries the new role", async () => {
    const noura = await signIn(t.url, 'noura', 'Sand-Dune-Falcon-42');
    const tab = new LiveTab(t.url, noura.cookie);
    await tab.connected();
    const id = noura.user.id;
    expect((await admin.patch(`/api/admin/users/${id}`, { role: 'admin' })).body.role).toBe('admin');
    await tab.next('session:changed');
    expect((await noura.get('/api/auth/session')).body.user.role).toBe('admin');
    expect((await noura.get('/api/admin/users')).status).toBe(200);
    // Now in the admins' room: it hears admin pushes…
    await admin.post('/api/documents', {
      title: 'Printer toner',
      content: 'Toner cartridges are in the supply room.',
      category: 'it_guidelines',
    });
    await tab.next('analytics:changed');
    expect((await admin.patch(`/api/admin/users/${id}`, { role: 'agent' })).status).toBe(200);
    expect(tab.events('session:changed')).toHaveLength(2);
    expect((await noura.get('/api/auth/session')).body.user.role).toBe('agent');
    expect((await noura.get('/api/admin/users')).status).toBe(403);
    tab.close();
  });

  it('disabling ends every session and socket of the user at once, and sign-in refuses them until enabled', async () => {
    const noura = await signIn(t.url, 'noura', 'Sand-Dune-Falcon-42');
    const tab = new LiveTab(t.url, noura.cookie);
    await tab.connected();
    const disconnected = new Promise((resolve) => tab.socket.once('disconnect', resolve));
    const res = await admin.patch(`/api/admin/users/${noura.user.id}`, { disabled: true, name: 'Noura A.' });
    expect(res.body).toMatchObject({ disabled: true, name: 'Noura A.' });
    await tab.next('session:ended');
    await disconnected;
    expect((await noura.get('/api/auth/session')).body.isAuthenticated).toBe(false);
    expect((await login(t.url, 'noura', 'Sand-Dune-Falcon-42')).status).toBe(401);
    expect((await admin.patch(`/api/admin/users/${noura.user.id}`, { disabled: false })).body.disabled).toBe(false);
    expect((await login(t.url, 'noura', 'Sand-Dune-Falcon-42')).status).toBe(200);
  });

  it('resets a password: the old one stops working', async () => {
    const { id } = ((await admin.get('/api/admin/users')).body as AdminUser[]).find((u) => u.username === 'noura')!;
    expect((await admin.post(`/api/admin/users/${id}/password`, { password: 'Desert-Rose-Lantern-7' })).status).toBe(204);
    expect((await login(t.url, 'noura', 'Sand-Dune-Falcon-42')).status).toBe(401);
    expect((await login(t.url, 'noura', 'Desert-Rose-Lantern-7')).status).toBe(200);
    expect((await admin.post('/api/admin/users/not-a-uuid/password', { password: 'Desert-Rose-Lantern-7' })).status).toBe(404);
  });

  it('keeps the last active admin: demoting or disabling them is a 409 with a message', async () => {
    const demote = await admin.patch(`/api/admin/users/${admin.userId}`, { role: 'agent' });
    expect(demote.status).toBe(409);
    expect(demote.body.message).toMatch(/last active admin/);
    expect((await admin.patch(`/api/admin/users/${admin.userId}`, { disabled: true })).status).toBe(409);
    expect((await admin.get('/api/auth/session')).body.user.role).toBe('admin');
  });

  it('lists unanswered questions grouped by their terms, unhelpful answers, and document use, without askers', async () => {
    const ask = async (content: string) => (await agent.post('/api/messages', { content })).body;
    const a = await ask('Is there a chess club for employees?');
    const b = await ask('Do employees have a chess club?');
    const c = await ask('Is there a discount on gym membership?');
    expect([a, b, c].map((r) => r.assistantMessage.mode)).toEqual(['not_found', 'not_found', 'not_found']);
    const answered = await ask('How many days of annual leave do I get?');
    expect(answered.assistantMessage.mode).not.toBe('not_found');
    expect((await agent.post(`/api/messages/${answered.assistantMessage.id}/feedback`, { helpful: false })).status).toBe(204);

    const gaps = (await admin.get('/api/analytics/gaps')).body as AnalyticsGaps;
    const chess = gaps.unanswered.find((g) => g.question.includes('chess'));
    expect(chess).toMatchObject({
      count: 2,
      question: 'Do employees have a chess club?',
      variants: ['Is there a chess club for employees?'],
    });
    expect(gaps.unanswered.find((g) => g.question.includes('gym'))?.count).toBe(1);
    expect(gaps.unhelpful[0]).toMatchObject({ question: 'How many days of annual leave do I get?' });
    expect(gaps.unhelpful[0].sources.length).toBeGreaterThan(0);
    const cited = gaps.unhelpful[0].sources[0].id;
    expect(gaps.mostCited.map((d) => d.id)).toContain(cited);
    expect(gaps.neverCited.map((d) => d.id)).not.toContain(cited);
    expect(JSON.stringify(gaps)).not.toMatch(/Ahmed|agent/);

    expect((await admin.get('/api/analytics/gaps?language=ar')).body.unanswered).toEqual([]);
    expect((await admin.get('/api/analytics/gaps?from=2020-01-01&to=2020-01-31')).body.unanswered).toEqual([]);
    expect((await admin.get('/api/analytics/gaps?from=soon')).status).toBe(400);

    const overview = (await admin.get('/api/analytics/overview')).body as AnalyticsOverview;
    expect(overview.questions.last30Days).toBeGreaterThanOrEqual(4);
    expect(overview.questions.answeredShare).toBeCloseTo(1 / 4, 5);
    expect(overview.ratings).toEqual({ helpful: 0, notHelpful: 1, conversationsUseful: 0, conversationsNotUseful: 0 });
    expect(overview.documents.byStatus).toMatchObject({ active: 40, draft: 3, archived: 2 });
    expect(overview.documents.indexed).toBe(40);
    expect(overview.users).toMatchObject({ total: 4, addedThisWeek: 4 });
    expect(overview.recent).toHaveLength(5);
    expect(overview.recent[0]).toMatchObject({ type: 'AnswerRated', detail: 'not_helpful', actorName: null });
  });

  it("counts questions of the public simple chat in the gap report, marked public and grouped with the staff's", async () => {
    const asked = await client(t.url).post('/api/simple-chat', { message: 'Can staff borrow a kayak for the weekend?', language: 'en' });
    expect(asked.status).toBe(200);
    expect(asked.body.mode).toBe('not_found');
    expect((await agent.post('/api/messages', { content: 'Is there a kayak employees can borrow?' })).body.assistantMessage.mode).toBe(
      'not_found',
    );
    // The public chat records its question without waiting for the analytics projection: poll it, bounded.
    const kayak = async () =>
      ((await admin.get('/api/analytics/gaps')).body as AnalyticsGaps).unanswered.find((g) => /kayak/i.test(g.question));
    await expect.poll(kayak, { timeout: 15_000, interval: 100 }).toMatchObject({ count: 2, publicCount: 1 });
  });

  it('refuses an admin disabling their own account, with another admin present, saying why in both languages', async () => {
    const second = await admin.post('/api/admin/users', {
      username: 'hessa',
      name: 'Hessa Al-Rashid',
      role: 'admin',
      password: 'Pearl-Harbour-Dhow-58',
    });
    expect(second.status).toBe(201);
    const en = await admin.patch(`/api/admin/users/${admin.userId}`, { disabled: true });
    expect([en.status, en.body.code]).toEqual([409, 'cannot_disable_self']);
    expect(en.body.message).toMatch(/cannot disable your own account/);
    const ar = await admin.request(
      'PATCH',
      `/api/admin/users/${admin.userId}`,
      { disabled: true, name: 'Renamed' },
      { 'accept-language': 'ar' },
    );
    expect([ar.status, ar.body.message]).toEqual([409, expect.stringMatching(/لا يمكنك تعطيل حسابك/)]);
    // Nothing of the request was applied, and the admin is still signed in.
    const session = (await admin.get('/api/auth/session')).body;
    expect([session.user.name, session.user.role]).toEqual([admin.user!.name, 'admin']);
    expect((await admin.patch(`/api/admin/users/${second.body.id}`, { disabled: true })).body.disabled).toBe(true);
  });
});
