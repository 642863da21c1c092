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
    const pushed = await tab.next('message:created', (m) => m.id === sent.body.assistantMessage.id);
    expect(pushed).toMatchObject({ conversationId: sent.body.conversationId, role: 'assistant' });
    await tab.next('conversation:created', (c) => c.id === sent.body.conversationId);
    // Typing-off and the reply travel separately (through Redis here): wait for it, then check the sequence.
    await tab.next('assistant:typing', (p) => p.conversationId === sent.body.conversationId && p.typing === false);
    expect(tab.events('assistant:typing').map((p) => p.typing)).toEqual([true, false]);
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
