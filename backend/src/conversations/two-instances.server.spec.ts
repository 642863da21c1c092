import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../testing/http.js';
import { LiveTab } from '../testing/live-client.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

const DATABASE_URL = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('two app instances on the Postgres server and Redis', () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  let a: TestApp;
  let b: TestApp;
  let tab: LiveTab;

  beforeAll(async () => {
    if (!DATABASE_URL) throw new Error('DATABASE_URL is not set: this suite needs the Postgres server');
    const shared = { databaseUrl: DATABASE_URL, databaseSchema: schema, redisUrl: REDIS_URL };
    a = await startTestApp(shared);
    b = await startTestApp(shared);
  });
  afterAll(async () => {
    tab?.close();
    await b?.close();
    await a?.close();
    const admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await admin.end();
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
    const viaB = { ...viaA, get: (p: string) => fetch(b.url + p, { headers: { cookie: viaA.cookie } }).then(async (r) => ({ status: r.status, body: (await r.json()) as any })) };
    const list = await viaB.get('/api/conversations');
    expect(list.body.map((c: any) => c.id)).toContain(sent.body.conversationId);
    const history = await viaB.get(`/api/conversations/${sent.body.conversationId}/messages`);
    expect(history.body).toHaveLength(2);
  });
});
