import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_FOUND_REPLY } from '@kb/contracts';
import { startFakeOpenAi } from '../assistant/testing/fake-openai-server.js';
import { extractionsIdle } from '../knowledge-files/testing/extraction.js';
import { login, signIn, type Client } from '../testing/http.js';
import { LiveTab } from '../testing/live-client.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { Observability } from './observability.module.js';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port.js';
import { ProjectionRunner } from '../projections/projection-runner.js';

/** Everything the app logs, as parsed JSON lines. */
class CapturedLog extends Writable {
  text = '';
  override _write(chunk: Buffer, _enc: string, done: () => void): void {
    this.text += chunk.toString();
    done();
  }
  lines(): any[] {
    return this.text
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l));
  }
}

/** One sample's value from Prometheus text: `name{labels}` summed over series whose labels include all given. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][\w:]*)(\{[^}]*\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const set = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((x) => [x[1], x[2]]));
    if (Object.entries(labels).every(([k, v]) => set[k] === v)) sum += Number(m[3]);
  }
  return sum;
}

describe('operating it: health, structured logs, metrics', () => {
  let app: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  const log = new CapturedLog();
  let agent: Client;
  let admin: Client;
  let metricsUrl: string;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    fake.set({ kind: 'stream', chunks: ['Staff get 30 calendar days ', 'of annual leave [1].'] });
    app = await startTestApp(
      {
        logLevel: 'info',
        metricsPort: 0,
        metricsHost: '127.0.0.1',
        openAiApiKey: 'sk-live-OPENAI-KEY-7f3c9a',
        openAiBaseUrl: fake.baseUrl,
      },
      {},
      { logDestination: log },
    );
    agent = await signIn(app.url, 'agent');
    admin = await signIn(app.url, 'admin');
    metricsUrl = `http://127.0.0.1:${app.app.get(Observability).metricsPort()}/metrics`;
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  const scrape = async () => (await fetch(metricsUrl)).text();

  it('tells alive from ready, and keeps /health', async () => {
    const live = await fetch(`${app.url}/health/live`);
    expect(live.status).toBe(200);
    const ready = await fetch(`${app.url}/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { migrations: true, database: true, projections: true } });
    expect((await fetch(`${app.url}/health`)).status).toBe(200);
  });

  it('serves metrics on METRICS_PORT, and at /api/admin/metrics to admins only', async () => {
    expect(await scrape()).toContain('# TYPE kb_http_request_duration_seconds histogram');
    expect((await agent.get('/api/admin/metrics')).status).toBe(403);
    expect((await fetch(`${app.url}/api/admin/metrics`)).status).toBe(401);
    const text = await admin.get('/api/admin/metrics');
    expect(text.status).toBe(200);
    expect(String(text.body)).toContain('kb_answers_total');
  });

  it('moves each metric family after its action', async () => {
    const before = await scrape();
    const tab = new LiveTab(app.url, agent.cookie);
    await tab.connected();

    // Answers of each outcome: answered (by the model), not found (the model says the passages do
    // not answer), not sure (the model cites nothing), failed (the model fails).
    const asked: Array<{ question: string; mode: string; error: string | null }> = [];
    const ask = async (question: string) => {
      const res = await agent.post('/api/messages', { content: question });
      expect(res.status).toBe(200);
      asked.push({ question, mode: res.body.assistantMessage.mode, error: res.body.error ?? null });
    };
    await ask('How many days of annual leave do I get?');
    fake.set({ kind: 'stream', chunks: [NOT_FOUND_REPLY.en] });
    await ask('Does a VPN session stay up if I do nothing?');
    fake.set({ kind: 'stream', chunks: ['Hello'] });
    await ask('Which password do visitors use for the guest Wi-Fi?');
    fake.set({ kind: 'fail', status: 503 });
    await ask('How many days of annual leave do I get?');
    fake.set({ kind: 'stream', chunks: ['Hello'] });
    expect(asked.map((a) => [a.mode, a.error])).toEqual([
      ['llm', null],
      ['not_found', null],
      ['uncertain', null],
      ['extractive', 'model_failed'],
    ]);

    // A refused sign-in, a throttled request, a file extraction.
    expect((await login(app.url, 'agent', 'wrong-password')).status).toBe(401);
    const form = new FormData();
    form.append('file', new Blob([new TextEncoder().encode('The Quillfeather desk opens at 9.')]), 'desk.txt');
    expect((await fetch(`${app.url}/api/knowledge-files`, { method: 'POST', headers: { cookie: agent.cookie }, body: form })).status).toBe(
      201,
    );
    await extractionsIdle(app.app);

    const after = await scrape();
    const moved = (name: string, labels: Record<string, string> = {}) => sample(after, name, labels) - sample(before, name, labels);
    expect(moved('kb_answers_total', { outcome: 'answered', language: 'en', source: 'chat' })).toBe(1);
    expect(moved('kb_answers_total', { outcome: 'not_sure', source: 'chat' })).toBe(1);
    expect(moved('kb_answers_total', { outcome: 'not_found', source: 'chat' })).toBe(1);
    expect(moved('kb_answers_total', { outcome: 'failed', source: 'chat' })).toBe(1);
    expect(moved('kb_answer_duration_seconds_count', { source: 'chat' })).toBe(4);
    // Three answers and four rewrites before retrieval (one per question, the failing answer's too).
    expect(moved('kb_model_call_duration_seconds_count', { result: 'ok' })).toBe(7);
    expect(moved('kb_question_rewrites_total', { result: 'unchanged' })).toBe(4);
    expect(moved('kb_model_refusals_total', { language: 'en' })).toBe(1);
    expect(moved('kb_model_prompt_chars_count', { part: 'passages' })).toBe(4);
    expect(moved('kb_model_call_errors_total', { reason: 'error' })).toBe(1);
    expect(moved('kb_model_tokens_total', { kind: 'completion' })).toBe(4); // one streamed chunk each, the first answer's two
    expect(moved('kb_events_appended_total')).toBeGreaterThanOrEqual(8);
    expect(moved('kb_event_append_duration_seconds_count')).toBeGreaterThanOrEqual(8);
    expect(moved('kb_projection_events_applied_total', { projector: 'conversations' })).toBeGreaterThanOrEqual(8);
    expect(moved('kb_sign_in_rejections_total', { reason: 'bad_credentials' })).toBe(1);
    expect(moved('kb_file_extraction_duration_seconds_count', { result: 'ok' })).toBe(1);
    expect(moved('kb_http_request_duration_seconds_count', { method: 'POST', route: '/api/messages', status: '200' })).toBe(4);
    expect(moved('kb_socket_pushes_total', { audience: 'user' })).toBeGreaterThan(0);
    expect(sample(after, 'kb_open_sockets')).toBeGreaterThanOrEqual(1);
    expect(after).toMatch(/kb_projection_lag_seconds\{projector="conversations"\} \d/);
    expect(after).toMatch(/kb_projection_lag_events\{projector="conversations"\} 0/);
    expect(after).toMatch(/kb_file_extraction_queue 0/);
    // No user ids or free text in labels.
    expect(after).not.toContain(agent.userId);
    expect(after).not.toContain('annual leave');
    tab.close();
  });

  it('counts rate-limit rejections', async () => {
    const before = sample(await scrape(), 'kb_rate_limit_rejections_total');
    let refused = 0;
    for (let i = 0; i < 12 && !refused; i++) {
      const res = await login(app.url, 'nobody-here', `wrong-${i}`);
      if (res.status === 429) refused++;
    }
    expect(refused).toBe(1);
    const after = await scrape();
    expect(sample(after, 'kb_rate_limit_rejections_total') - before).toBe(1);
    expect(sample(after, 'kb_sign_in_rejections_total', { reason: 'throttled' })).toBeGreaterThanOrEqual(1);
  });

  it('writes one JSON line per request with ids, user id, route, status and duration, and never a secret', async () => {
    const secrets = {
      password: 'Pw-9d1e-CorrectHorse!',
      oidcToken: 'eyJhbGciOiJSUzI1NiJ9.OIDC-TOKEN-c0ffee',
      oidcCode: 'OIDC-CODE-5a5a5a',
      apiKey: 'sk-live-OPENAI-KEY-7f3c9a',
      headerKey: 'APIKEY-HEADER-b00b1e',
      fileContent: 'Zanzibarite ledger secret contents 4411',
      question: 'What is the Periwinkle escalation phrase for tier nine?',
    };
    await login(app.url, 'agent', secrets.password);
    await fetch(`${app.url}/api/auth/oidc/callback?code=${secrets.oidcCode}&state=xyz&id_token=${secrets.oidcToken}`, {
      headers: { authorization: `Bearer ${secrets.oidcToken}` },
      redirect: 'manual',
    });
    await fetch(`${app.url}/api/conversations`, { headers: { cookie: agent.cookie, 'x-api-key': secrets.headerKey } });
    const form = new FormData();
    form.append('file', new Blob([new TextEncoder().encode(secrets.fileContent)]), 'secret.txt');
    const uploaded = await fetch(`${app.url}/api/knowledge-files`, { method: 'POST', headers: { cookie: agent.cookie }, body: form });
    expect(uploaded.status).toBe(201);
    await extractionsIdle(app.app);
    const asked = await agent.post('/api/messages', { content: secrets.question });
    expect(asked.status).toBe(200);
    // A server error is logged with its stack, still without the request's secrets.
    await fetch(`${app.url}/api/messages`, {
      method: 'POST',
      headers: { cookie: agent.cookie, 'content-type': 'application/json' },
      body: `{"content": "${secrets.question}"`,
    });

    const cookieValue = agent.cookie.split('=').slice(1).join('=');
    // Session ids as the sign-in events recorded them.
    const events = await app.app.get<symbol, EventStore>(EVENT_STORE, { strict: false }).readAll({ maxCount: 10_000 });
    const sessionIds = [
      ...new Set(events.map((e) => (e.data as { sessionId?: unknown })?.sessionId).filter((s): s is string => typeof s === 'string')),
    ];
    expect(sessionIds.length).toBeGreaterThan(0);
    const text = log.text;
    for (const id of sessionIds) expect(text.includes(id), 'a session id appears in the log').toBe(false);
    expect(text.length).toBeGreaterThan(0);
    for (const [name, secret] of Object.entries({
      ...secrets,
      sessionCookie: cookieValue,
      adminPassword: 'admin123',
      agentPassword: 'agent123',
    })) {
      expect(text.includes(secret), `${name} appears in the log`).toBe(false);
    }

    const lines = log.lines();
    const message = lines.find((l) => l.req?.method === 'POST' && l.req?.path === '/api/messages' && l.res?.status === 200);
    expect(message).toMatchObject({ level: 'info', route: '/api/messages', userId: agent.userId, res: { status: 200 } });
    expect(message.requestId).toMatch(/^[\w-]{8,}$/);
    expect(message.correlationId).toMatch(/^[\w-]{8,}$/);
    expect(typeof message.durationMs).toBe('number');
    expect(message.time).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(message).not.toHaveProperty('req.headers');
    expect(lines.find((l) => l.req?.path === '/api/auth/login' && l.res?.status === 401)).toMatchObject({
      level: 'warn',
      route: '/api/auth/login',
    });
  });

  // Last: it stops the projections of this app.
  it('says not ready (503, with the failing check) when projections fall behind, while still alive', async () => {
    app.config.healthMaxLag = 0;
    await app.app.get(ProjectionRunner, { strict: false }).stop();
    const store = app.app.get<symbol, EventStore>(EVENT_STORE, { strict: false });
    await store.append(
      `probe-${randomUUID()}`,
      [
        {
          id: randomUUID(),
          type: 'HealthProbeRecorded',
          data: {},
          metadata: { actor: 'test', correlationId: randomUUID(), causationId: null, at: new Date().toISOString() },
        },
      ],
      'any',
    );
    const ready = await fetch(`${app.url}/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'not_ready', checks: { migrations: true, database: true, projections: false } });
    expect((await fetch(`${app.url}/health/live`)).status).toBe(200);
    const lag = await scrape();
    expect(sample(lag, 'kb_projection_lag_events', { projector: 'conversations' })).toBe(1);
  });
});
