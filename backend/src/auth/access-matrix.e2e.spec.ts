import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@kb/contracts';
import { client, signIn, type Client } from '../testing/http.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import type { AccessPolicy } from './access.js';
import { ACCOUNTS } from '../testing/http.js';
import { expressRoutes, nestRoutes, type RegisteredRoute } from './testing/routes.js';

type Caller = 'anonymous' | Role;
const CALLERS: Caller[] = ['anonymous', 'agent', 'auditor', 'admin'];

/**
 * Policies some routes must have whatever their feature declares: admin-only changes to the
 * knowledge base and settings (DESIGN.md decision 8), and the sign-in calls (password and single sign-on) open to anyone.
 */
const REQUIRED: Record<string, AccessPolicy> = {
  'POST /api/auth/login': 'public',
  'POST /api/auth/logout': 'public',
  'GET /api/auth/session': 'public',
  'GET /api/auth/oidc/login': 'public',
  'GET /api/auth/oidc/callback': 'public',
  'POST /api/documents': ['admin'],
  'PUT /api/documents/:id': ['admin'],
  'PATCH /api/documents/:id': ['admin'],
  'DELETE /api/documents/:id': ['admin'],
  'POST /api/upload/document': ['admin'],
  'GET /api/settings': ['admin'],
  'PUT /api/settings': ['admin'],
  'GET /api/glossary': ['admin'],
  'POST /api/glossary': ['admin'],
  'PUT /api/glossary/:id': ['admin'],
  'DELETE /api/glossary/:id': ['admin'],
  'GET /api/admin/metrics': ['admin'],
  'PUT /api/site-settings/chat': ['admin'],
  'PUT /api/site-settings/language': ['admin'],
  'POST /api/compliance/verify': ['admin'],
  'POST /api/categories': ['admin'],
  'PATCH /api/categories/:code': ['admin'],
  'POST /api/categories/:code/retire': ['admin'],
  'GET /api/audit/actors': ['auditor', 'admin'],
};
/** Everything else under /api needs a session, except these (DESIGN.md decision 8). */
const PUBLIC_API = new Set([
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'GET /api/auth/session',
  'GET /api/auth/oidc/login',
  'GET /api/auth/oidc/callback',
  'POST /api/simple-chat',
  'POST /api/simple-chat-with-file',
  // How answers are made (model or quoted), for the chat footer; says nothing about the endpoint (issue 31).
  'GET /api/answering',
  // The welcome text and default language: the login screen and the public chat read them before sign-in (issue 31).
  'GET /api/site-settings',
]);

const key = (r: Pick<RegisteredRoute, 'method' | 'path'>) => `${r.method} ${r.path}`;

/** What the declared policy says a caller gets: through (any answer but 401/403), 401 or 403. */
function expected(policy: AccessPolicy | undefined, caller: Caller): 'through' | 401 | 403 {
  // Undeclared: the AccessGuard denies everyone (and the first test names the route).
  if (policy === undefined) return 403;
  if (policy === 'public') return 'through';
  if (caller === 'anonymous') return 401;
  return policy === 'authenticated' || policy.includes(caller) ? 'through' : 403;
}

describe('route × role matrix (every registered route, every kind of caller)', () => {
  let t: TestApp;
  let routes: RegisteredRoute[];
  const clients = {} as Record<Caller, Client>;

  beforeAll(async () => {
    t = await startTestApp();
    // Sign-out is last: it ends the session the other cells use.
    routes = nestRoutes(t.app).sort((a, b) => Number(key(a) === 'POST /api/auth/logout') - Number(key(b) === 'POST /api/auth/logout'));
    clients.anonymous = client(t.url);
    for (const role of ['agent', 'auditor', 'admin'] as const)
      clients[role] = await signIn(t.url, ACCOUNTS[role].username, ACCOUNTS[role].password);
  });
  afterAll(() => t?.close());

  it('finds every route the HTTP server serves, and each declares who may call it', () => {
    expect(routes.length).toBeGreaterThan(10);
    expect(new Set(expressRoutes(t.app))).toEqual(new Set(routes.map(key)));
    expect(routes.filter((r) => r.policy === undefined).map((r) => `${key(r)} (${r.handler})`)).toEqual([]);
  });

  it('holds the required policies of the routes present, and keeps the rest of /api behind a session', () => {
    const declared = Object.fromEntries(routes.map((r) => [key(r), r.policy]));
    for (const [route, policy] of Object.entries(REQUIRED)) {
      if (route in declared) expect(declared[route], route).toEqual(policy);
    }
    const openApi = routes.filter((r) => r.path.startsWith('/api/') && r.policy === 'public' && !PUBLIC_API.has(key(r)));
    expect(openApi.map(key)).toEqual([]);
  });

  it("keeps each user's conversations to that user: anyone else gets 404, admins included", async () => {
    const created = await clients.agent.post('/api/conversations', { title: 'Salary question' });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect((await clients.agent.get(`/api/conversations/${id}/messages`)).status).toBe(200);
    for (const other of [clients.auditor, clients.admin]) {
      expect((await other.get(`/api/conversations/${id}/messages`)).status).toBe(404);
      expect((await other.put(`/api/conversations/${id}`, { title: 'Mine now' })).status).toBe(404);
      expect((await other.del(`/api/conversations/${id}`)).status).toBe(404);
      expect((await other.post('/api/messages', { content: 'Hello?', conversationId: id })).status).toBe(404);
      expect(((await other.get('/api/conversations')).body as { id: string }[]).map((c) => c.id)).not.toContain(id);
    }
    const mine = await clients.agent.get('/api/conversations');
    expect(mine.body).toEqual(expect.arrayContaining([expect.objectContaining({ id, title: 'Salary question' })]));
  });

  it("keeps each user's knowledge files to that user: anyone else gets 404", async (ctx) => {
    const present = new Set(routes.map(key));
    if (!present.has('POST /api/knowledge-files') || !present.has('GET /api/knowledge-files'))
      return ctx.skip('no knowledge-files routes yet');
    const form = new FormData();
    form.append('file', new Blob(['Roaming bundles renew every 30 days.'], { type: 'text/plain' }), 'roaming-notes.txt');
    form.append('description', 'my notes');
    form.append('isKnowledgeSource', 'true');
    const uploaded = await fetch(`${t.url}/api/knowledge-files`, { method: 'POST', headers: { cookie: clients.agent.cookie }, body: form });
    expect(uploaded.status).toBeLessThan(300);
    const listOf = async (c: Client) => {
      const body = (await c.get('/api/knowledge-files')).body;
      return (Array.isArray(body) ? body : (body.files ?? body.knowledgeFiles ?? [])) as { id: string; originalFilename: string }[];
    };
    const file = (await listOf(clients.agent)).find((f) => f.originalFilename === 'roaming-notes.txt');
    expect(file).toBeDefined();
    for (const other of [clients.auditor, clients.admin]) {
      expect((await listOf(other)).map((f) => f.id)).not.toContain(file!.id);
      expect((await other.get(`/api/knowledge-files/${file!.id}/download`)).status).toBe(404);
      expect((await other.request('PATCH', `/api/knowledge-files/${file!.id}`, { isKnowledgeSource: false })).status).toBe(404);
      expect((await other.del(`/api/knowledge-files/${file!.id}`)).status).toBe(404);
      if (present.has('POST /api/chat-with-knowledge-file/:id')) {
        expect((await other.post(`/api/chat-with-knowledge-file/${file!.id}`, { message: 'What is in it?', language: 'en' })).status).toBe(
          404,
        );
      }
    }
    expect((await clients.agent.get(`/api/knowledge-files/${file!.id}/download`)).status).toBe(200);
  });

  it('answers every cell as the declared policy says', async () => {
    const cells: string[] = [];
    for (const route of routes) {
      const path = route.path.replace(/:\w+/g, () => randomUUID());
      for (const caller of CALLERS) {
        const body = route.method === 'GET' || route.method === 'HEAD' ? undefined : {};
        const { status } = await clients[caller].request(route.method, path, body);
        const want = expected(route.policy, caller);
        const ok = want === 'through' ? status !== 401 && status !== 403 : status === want;
        cells.push(
          `${ok ? 'ok ' : 'BAD'} ${key(route).padEnd(48)} ${caller.padEnd(9)} → ${status} (policy ${JSON.stringify(route.policy)})`,
        );
      }
    }
    expect(
      cells.filter((c) => c.startsWith('BAD')),
      cells.join('\n'),
    ).toEqual([]);
    expect(cells).toHaveLength(routes.length * CALLERS.length);
  });
});
