import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentChangedPayload, Message } from '@kb/contracts';
import { ProjectionRunner } from '../projections/projection-runner.js';
import { dropServerSchema, SERVER_URL } from '../testing/databases.js';
import { signIn, type Client } from '../testing/http.js';
import { LiveTab } from '../testing/live-client.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

/**
 * Issue 50: pushes carry rows read inside the projector's transaction and leave at its commit. On the
 * Postgres server a refetch runs on another connection and sees only committed rows, so a push sent
 * before the COMMIT would be answered 404 or without the message. Each projector's transaction is
 * held open 300 ms after its apply (a read of the runner's own `readWithin`), which makes an early
 * push certain to lose that race.
 */
describe('live pushes leave after the read model committed, to allowed sockets only (Postgres server)', () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  let app: TestApp;
  let admin: Client;
  let agent: Client;
  let auditor: Client;
  const tabs: LiveTab[] = [];
  const tab = async (who: Client) => {
    const t = new LiveTab(app.url, who.cookie);
    tabs.push(t);
    await t.connected();
    return t;
  };

  beforeAll(async () => {
    if (!SERVER_URL) throw new Error('DATABASE_URL is not set: this suite needs the Postgres server');
    app = await startTestApp({ databaseUrl: SERVER_URL, databaseSchema: schema });
    admin = await signIn(app.url, 'admin');
    agent = await signIn(app.url, 'agent');
    auditor = await signIn(app.url, 'auditor');
    const runner = app.app.get(ProjectionRunner);
    const slowCommit = async () => void (await new Promise((resolve) => setTimeout(resolve, 300)));
    // The documents and conversations read models, by their projectors' names.
    for (const projector of ['documents', 'conversations']) runner.readWithin(projector, slowCommit);
  });
  afterAll(async () => {
    for (const t of tabs) t.close();
    await app?.close();
    await dropServerSchema(schema);
  });

  it('a document push is what a refetch at that moment returns; a draft reaches admins only', async () => {
    const [adminTab, agentTab, auditorTab] = [await tab(admin), await tab(agent), await tab(auditor)];
    const refetchOnPush = (title: string) =>
      new Promise<{ pushed: DocumentChangedPayload; status: number; body: unknown }>((resolve) => {
        const on = (p: DocumentChangedPayload) => {
          if (p.document?.title !== title) return;
          adminTab.socket.off('document:changed', on);
          void admin.get(`/api/documents/${p.id}`).then((r) => resolve({ pushed: p, status: r.status, body: r.body }));
        };
        adminTab.socket.on('document:changed', on);
      });

    const draftSeen = refetchOnPush('Unannounced price list');
    const draft = await admin.post('/api/documents', {
      title: 'Unannounced price list',
      content: 'Fibre 100 goes to 9 KWD.',
      category: 'product_info',
      status: 'draft',
    });
    expect(draft.status).toBe(201);
    const seen = await draftSeen;
    expect(seen.status).toBe(200);
    expect(seen.body).toEqual(seen.pushed.document);

    const activeSeen = refetchOnPush('Roaming pass');
    const active = await admin.post('/api/documents', { title: 'Roaming pass', content: 'Daily pass 3 KWD.', category: 'product_info' });
    expect(active.status).toBe(201);
    expect((await activeSeen).status).toBe(200);
    // The active document reaches the other roles; pushes of one projector arrive in commit order,
    // so whatever the draft could have sent them has arrived by now.
    for (const t of [agentTab, auditorTab]) {
      await t.next('document:changed', (p: DocumentChangedPayload) => p.id === active.body.id);
      expect(t.events('document:changed').filter((p: DocumentChangedPayload) => p.id === draft.body.id)).toEqual([]);
    }
  });

  it("a reply's push is in the other tab's refetch at that moment, and reaches no other user", async () => {
    const [asking, otherTab, auditorTab] = [await tab(agent), await tab(agent), await tab(auditor)];
    const conversationId = randomUUID();
    const refetched = new Promise<{ pushed: Message; messages: Message[] }>((resolve) => {
      const on = (pushed: Message[]) => {
        const m = pushed.find((p) => p.conversationId === conversationId && p.role === 'assistant');
        if (!m) return;
        otherTab.socket.off('messages:created', on);
        void agent.get(`/api/conversations/${conversationId}/messages`).then((r) => resolve({ pushed: m, messages: r.body }));
      };
      otherTab.socket.on('messages:created', on);
    });
    const sent = await agent.post('/api/messages', { content: 'How do I reset my password?', newConversationId: conversationId });
    expect(sent.status).toBe(200);
    const { pushed, messages } = await refetched;
    expect(pushed.id).toBe(sent.body.assistantMessage.id);
    expect(messages.find((m) => m.id === pushed.id)).toEqual(pushed);

    // The asking tab got the same; the auditor, another user, nothing of this conversation.
    await asking.nextMessage((m: Message) => m.id === pushed.id);
    const renamed = await agent.put(`/api/conversations/${conversationId}`, { title: 'Password reset' });
    expect(renamed.status).toBe(200);
    await asking.next(
      'conversation:updated',
      (c: { id: string; title: string }) => c.id === conversationId && c.title === 'Password reset',
    );
    // (The auditor's audit tail names the conversation's events: that is the audit log, not the chat.)
    const leaked = auditorTab.received.filter(
      (r) => !r.event.startsWith('audit:') && JSON.stringify(r.payload ?? null).includes(conversationId),
    );
    expect(leaked).toEqual([]);
  });
});
