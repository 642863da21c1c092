import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { documentStreamId, type DocumentChangedPayload, type KnowledgeDocument } from '@kb/contracts';
import { EVENT_STORE, type EventStore } from '../../event-store/event-store.port.js';
import { ProjectionRunner } from '../../projections/projection-runner.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { DocumentPushes, PUSHED_AT_APPEND_GRACE_MS } from './document-pushes.js';
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

  it('pushes a change at its append, before the read model has it; a read then waits for it; the read model does not push it again', async () => {
    const doc = await send('POST', '/api/documents', { title: 'Held Plan', content: 'Costs 5 KWD.', category: 'Product' });
    await bothAdmins(is(doc.id, 'created'));
    // No read model moves from here on: what reaches the tabs comes from the append.
    const runner = app.app.get(ProjectionRunner);
    await runner.stop();
    let restarted = false;
    try {
      const patching = send('PATCH', `/api/documents/${doc.id}`, { title: 'Held Plan 2', status: 'archived' });
      const [pushed] = await bothAdmins(is(doc.id, 'updated', (d) => d?.title === 'Held Plan 2'));
      expect(pushed.document).toMatchObject({ title: 'Held Plan 2', status: 'archived', version: 3, createdAt: doc.createdAt });
      expect(await tabs.agent.next('document:changed', is(doc.id, 'deleted'))).toEqual({ id: doc.id, change: 'deleted', document: null });
      // A tab that loads the document or the library after the push waits for the read model.
      const reading = admin.get(`/api/documents/${doc.id}`);
      const listing = admin.get('/api/documents?status=all&search=Held');
      await new Promise((resolve) => setTimeout(resolve, 50));
      await runner.start();
      restarted = true;
      const [answered, read, list] = await Promise.all([patching, reading, listing]);
      // The answer is the row pushed, and the row the read model then holds.
      expect(answered).toEqual(pushed.document);
      expect(read.body).toEqual(pushed.document);
      expect(list.body.documents.find((d: KnowledgeDocument) => d.id === doc.id)).toEqual(pushed.document);
      await app.app.get(DocumentPushes).idle();
      const changes = (t: LiveTab) => t.events('document:changed').filter((p) => p.id === doc.id);
      expect(changes(tabs.adminA).map((p) => p.change)).toEqual(['created', 'updated']);
      expect(changes(tabs.agent).map((p) => p.change)).toEqual(['created', 'deleted']);
    } finally {
      if (!restarted) await runner.start();
    }
  });

  it('pushes an edit whose row before is not in the read model yet once the read model has it, with that row', async () => {
    const doc = await send('POST', '/api/documents', { title: 'Lagging Plan', content: 'Costs 6 KWD.', category: 'Product' });
    await bothAdmins(is(doc.id, 'created'));
    const runner = app.app.get(ProjectionRunner);
    await runner.stop();
    let restarted = false;
    try {
      const first = send('PATCH', `/api/documents/${doc.id}`, { title: 'Lagging Plan 2' });
      await bothAdmins(is(doc.id, 'updated', (d) => d?.title === 'Lagging Plan 2'));
      // The read model still holds version 1: the second edit's row cannot follow from it.
      const second = send('PATCH', `/api/documents/${doc.id}`, { content: 'Costs 7 KWD.' });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(tabs.adminA.events('document:changed').filter((p) => p.id === doc.id)).toHaveLength(2);
      await runner.start();
      restarted = true;
      const [, edited] = await Promise.all([first, second]);
      const [pushed] = await bothAdmins(is(doc.id, 'updated', (d) => d?.content === 'Costs 7 KWD.'));
      expect(edited).toMatchObject({ title: 'Lagging Plan 2', content: 'Costs 7 KWD.', version: 3 });
      expect(pushed.document).toEqual(edited);
      await app.app.get(DocumentPushes).idle();
      expect(tabs.adminA.events('document:changed').filter((p) => p.id === doc.id)).toHaveLength(3);
    } finally {
      if (!restarted) await runner.start();
    }
  });

  it('pushes through the read model an event marked pushed at its append whose push is long overdue (its instance may have died)', async () => {
    const store = app.app.get<EventStore>(EVENT_STORE);
    const id = randomUUID();
    const at = new Date(Date.now() - PUSHED_AT_APPEND_GRACE_MS - 1000).toISOString();
    await store.append(
      documentStreamId(id),
      [
        {
          id: randomUUID(),
          type: 'DocumentCreated',
          data: { id, title: 'Orphaned Notice', content: 'Pushed late.', category: 'product_info', status: 'active', createdBy: 'system' },
          metadata: { actor: 'system', correlationId: randomUUID(), causationId: null, at, pushedAtAppend: true },
        },
      ],
      'no_stream',
    );
    await bothAdmins(is(id, 'created', (d) => d?.title === 'Orphaned Notice'));
  });
});
