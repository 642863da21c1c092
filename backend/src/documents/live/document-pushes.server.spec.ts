import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentChangedPayload, KnowledgeDocument } from '@kb/contracts';
import { ProjectionRunner } from '../../projections/projection-runner.js';
import { signIn, type Client } from '../../testing/http.js';
import { LiveTab } from '../../testing/live-client.js';
import type { TestApp } from '../../testing/test-app.js';
import { startTwoInstances } from '../../testing/two-instances.js';
import { DocumentPushes } from './document-pushes.js';

/**
 * Issue 50 item 3 across instances: a change pushed at its append through instance A reaches a tab
 * on instance B before either read model has it, and a read on B after that push waits until B's
 * read model shows it (A told B the position through Redis).
 */
describe('document pushes at the append, two instances on the Postgres server and Redis', () => {
  let a: TestApp;
  let b: TestApp;
  let closeBoth: (() => Promise<void>) | undefined;
  let tab: LiveTab | undefined;

  beforeAll(async () => {
    ({ a, b, close: closeBoth } = await startTwoInstances());
  });
  afterAll(async () => {
    tab?.close();
    await closeBoth?.();
  });

  const on = (app: TestApp, client: Client, path: string) =>
    fetch(app.url + path, { headers: { cookie: client.cookie } }).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));

  it('pushes to a tab on the other instance at the append; a GET there right after shows the new state, and the read model pushes nothing more', async () => {
    const admin = await signIn(a.url, 'admin');
    tab = new LiveTab(b.url, admin.cookie);
    await tab.connected();
    const created = await admin.post('/api/documents', { title: 'Shared Plan', content: 'Costs 5 KWD.', category: 'Product' });
    expect(created.status).toBe(201);
    const doc = created.body as KnowledgeDocument;
    const mine = (change: string, where: (d: KnowledgeDocument | null) => boolean) => (p: DocumentChangedPayload) =>
      p.id === doc.id && p.change === change && where(p.document);
    await tab.next(
      'document:changed',
      mine('created', () => true),
    );

    // Neither read model moves: the push comes from A's append, through Redis.
    const runners = [a, b].map((app) => app.app.get(ProjectionRunner));
    await Promise.all(runners.map((r) => r.stop()));
    let restarted = false;
    try {
      const patching = admin.patch(`/api/documents/${doc.id}`, { title: 'Shared Plan 2' });
      const pushed = await tab.next(
        'document:changed',
        mine('updated', (d) => d?.title === 'Shared Plan 2'),
      );
      expect(pushed.document).toMatchObject({ title: 'Shared Plan 2', version: 2 });
      const readingOnB = on(b, admin, `/api/documents/${doc.id}`);
      const listingOnB = on(b, admin, '/api/documents?status=all&search=Shared');
      await new Promise((resolve) => setTimeout(resolve, 100));
      await Promise.all(runners.map((r) => r.start()));
      restarted = true;
      const [patched, read, list] = await Promise.all([patching, readingOnB, listingOnB]);
      expect(patched.body).toEqual(pushed.document);
      expect(read.body).toEqual(pushed.document);
      expect(list.body.documents.find((d: KnowledgeDocument) => d.id === doc.id)).toEqual(pushed.document);
      await Promise.all([a, b].map((app) => app.app.get(DocumentPushes).idle()));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(
        tab
          .events('document:changed')
          .filter((p) => p.id === doc.id)
          .map((p) => p.change),
      ).toEqual(['created', 'updated']);
    } finally {
      if (!restarted) await Promise.all(runners.map((r) => r.start()));
    }
  });
});
