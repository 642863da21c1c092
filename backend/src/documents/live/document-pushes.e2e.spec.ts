import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentChangedPayload, KnowledgeDocument } from '@kb/contracts';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { signIn, type Client } from '../../testing/http.js';
import { LiveTab } from '../../testing/live-client.js';

let app: TestApp;
let admin: Client;
let tabs: { adminA: LiveTab; adminB: LiveTab; agent: LiveTab };

beforeAll(async () => {
  app = await startTestApp();
  const [a, b, agent] = await Promise.all([signIn(app.url, 'admin'), signIn(app.url, 'admin'), signIn(app.url, 'agent')]);
  admin = a;
  tabs = { adminA: new LiveTab(app.url, a.cookie), adminB: new LiveTab(app.url, b.cookie), agent: new LiveTab(app.url, agent.cookie) };
  await Promise.all(Object.values(tabs).map((t) => t.connected()));
});
afterAll(async () => {
  for (const t of Object.values(tabs ?? {})) t.close();
  await app?.close();
});

const send = async (method: string, path: string, body?: object): Promise<KnowledgeDocument> => {
  const res = await admin.call(method, path, body);
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return res.body;
};
const is =
  (id: string, change: DocumentChangedPayload['change'], where: (d: KnowledgeDocument | null) => boolean = () => true) =>
  (p: DocumentChangedPayload) =>
    p.id === id && p.change === change && where(p.document);
const bothAdmins = (match: (p: DocumentChangedPayload) => boolean) =>
  Promise.all([tabs.adminA.next('document:changed', match), tabs.adminB.next('document:changed', match)]);

describe('document:changed pushes', () => {
  it('tell admins every change and everyone else only what concerns active documents', async () => {
    // A draft: both admin tabs see it, with its content as the read model has it.
    const draft = await send('POST', '/api/documents', {
      title: 'Unlaunched Plan',
      content: 'Costs 24.500 KWD.',
      category: 'product_info',
      status: 'draft',
    });
    const [pushed] = await bothAdmins(is(draft.id, 'created'));
    expect(pushed.document).toEqual(draft);
    await send('PATCH', `/api/documents/${draft.id}`, { content: 'Costs 25.000 KWD.' });
    await bothAdmins(is(draft.id, 'updated', (d) => d?.content === 'Costs 25.000 KWD.'));

    // An active document reaches every tab, and its edits too.
    const live = await send('POST', '/api/documents', { title: 'Roaming Pass', content: 'Daily pass 3 KWD.', category: 'Product' });
    await Promise.all(
      Object.values(tabs).map((t) =>
        t.next(
          'document:changed',
          is(live.id, 'created', (d) => d?.status === 'active'),
        ),
      ),
    );
    const edited = await send('PATCH', `/api/documents/${live.id}`, { content: 'Daily pass 4 KWD.' });
    const pushes = await Promise.all(
      Object.values(tabs).map((t) =>
        t.next(
          'document:changed',
          is(live.id, 'updated', (d) => d?.content === 'Daily pass 4 KWD.'),
        ),
      ),
    );
    for (const p of pushes) expect(p.document).toEqual(edited);

    // Archiving: admins see the archived document; the agent is told to drop it, without its content.
    await send('PATCH', `/api/documents/${live.id}`, { status: 'archived' });
    await bothAdmins(is(live.id, 'updated', (d) => d?.status === 'archived'));
    expect(await tabs.agent.next('document:changed', is(live.id, 'deleted'))).toEqual({ id: live.id, change: 'deleted', document: null });

    // Publishing the draft makes it appear for the agent; deleting it removes it everywhere.
    await send('PATCH', `/api/documents/${draft.id}`, { status: 'active' });
    await tabs.agent.next(
      'document:changed',
      is(draft.id, 'created', (d) => d?.status === 'active' && d.content === 'Costs 25.000 KWD.'),
    );
    await bothAdmins(is(draft.id, 'updated', (d) => d?.status === 'active'));
    expect((await admin.call('DELETE', `/api/documents/${draft.id}`)).status).toBe(204);
    await Promise.all(
      Object.values(tabs).map((t) =>
        t.next(
          'document:changed',
          is(draft.id, 'deleted', (d) => d === null),
        ),
      ),
    );

    // Pushes arrive in commit order, so everything the agent could have received has arrived.
    const agentSaw = tabs.agent
      .events('document:changed')
      .filter((p) => p.id === draft.id || p.id === live.id)
      .map((p) => [p.id === draft.id ? 'draft' : 'live', p.change]);
    expect(agentSaw).toEqual([
      ['live', 'created'],
      ['live', 'updated'],
      ['live', 'deleted'],
      ['draft', 'created'],
      ['draft', 'deleted'],
    ]);
    expect(tabs.agent.events('document:changed').every((p) => p.document === null || p.document.status === 'active')).toBe(true);
  });
});
