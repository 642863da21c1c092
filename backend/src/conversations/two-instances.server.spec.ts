import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../testing/http.js';
import { LiveTab } from '../testing/live-client.js';
import type { TestApp } from '../testing/test-app.js';
import { startTwoInstances } from '../testing/two-instances.js';

describe('two app instances on the Postgres server and Redis', () => {
  let a: TestApp;
  let b: TestApp;
  let closeBoth: (() => Promise<void>) | undefined;
  let tab: LiveTab;

  beforeAll(async () => {
    ({ a, b, close: closeBoth } = await startTwoInstances());
  });
  afterAll(async () => {
    tab?.close();
    await closeBoth?.();
  });

  it('delivers a message sent through one instance to a tab connected to the other', async () => {
    const viaA = await signIn(a.url, 'agent', 'agent123');
    tab = new LiveTab(b.url, viaA.cookie);
    await tab.connected();
    const sent = await viaA.post('/api/messages', { content: 'How many days of annual leave do I get?' });
    expect(sent.status).toBe(200);
    const pushed = await tab.nextMessage((m) => m.id === sent.body.assistantMessage.id);
    expect(pushed).toMatchObject({ conversationId: sent.body.conversationId, role: 'assistant' });
    await tab.next('conversation:created', (c) => c.id === sent.body.conversationId);
    // The extractive engine answers at once: the question and its reply cross (through Redis here)
    // in one push, and no typing state is announced for an answer that was never awaited.
    const [together] = tab.events('messages:created');
    expect(together.map((m: { id: string }) => m.id)).toEqual([sent.body.userMessage.id, sent.body.assistantMessage.id]);
    expect(tab.events('assistant:typing')).toEqual([]);
    // Instance B's read model serves the same conversation (both project the same events once).
    const viaB = {
      ...viaA,
      get: (p: string) =>
        fetch(b.url + p, { headers: { cookie: viaA.cookie } }).then(async (r) => ({ status: r.status, body: (await r.json()) as any })),
    };
    const list = await viaB.get('/api/conversations');
    expect(list.body.map((c: any) => c.id)).toContain(sent.body.conversationId);
    const history = await viaB.get(`/api/conversations/${sent.body.conversationId}/messages`);
    expect(history.body).toHaveLength(2);
  });
});
