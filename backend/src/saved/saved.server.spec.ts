import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedChangedPayload, SavedItem } from '@kb/contracts';
import { signIn } from '../testing/http.js';
import { LiveTab } from '../testing/live-client.js';
import type { TestApp } from '../testing/test-app.js';
import { startTwoInstances } from '../testing/two-instances.js';

/** Saved items on the Postgres server, with two app instances sharing live pushes through Redis (issue 48). */
describe('saved items on the Postgres server, across two instances', () => {
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

  it('saves through one instance, pushes to a tab on the other, and lists and searches it there', async () => {
    const viaA = await signIn(a.url, 'agent');
    const viaB = await signIn(b.url, 'agent');
    tab = new LiveTab(b.url, viaB.cookie);
    await tab.connected();
    const sent = (await viaA.post('/api/messages', { content: 'How many days of annual leave do I get?' })).body;
    const pushed = tab.next(
      'saved:changed',
      (p: SavedChangedPayload) => p.change === 'created' && p.item?.messageId === sent.assistantMessage.id,
    );
    const saved = await viaA.post('/api/saved', { messageId: sent.assistantMessage.id });
    expect(saved.status).toBe(201);
    expect((await pushed).item).toEqual(saved.body);
    const found = (await viaB.get(`/api/saved?type=answer&q=${encodeURIComponent('ANNUAL 100%')}`)).body as SavedItem[];
    expect(found).toEqual([]);
    const listed = (await viaB.get(`/api/saved?q=${encodeURIComponent('annual LEAVE')}`)).body as SavedItem[];
    expect(listed.map((i) => i.id)).toEqual([saved.body.id]);
    expect((await (await signIn(b.url, 'admin')).get('/api/saved')).body).toEqual([]);
  });
});
