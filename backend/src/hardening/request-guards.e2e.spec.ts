import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, login, signIn, type Client } from '../testing/http.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { NOT_UTF8, rawMultipart } from './testing/hostile-catalogue.js';

let t: TestApp;
let admin: Client;
const json = (res: Response): Promise<any> => res.json();
const raw = (path: string, body: string | Uint8Array, headers: Record<string, string> = {}) =>
  fetch(`${t.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
const ARABIC = /[\u0600-\u06FF]/;

beforeAll(async () => {
  t = await startTestApp();
  admin = await signIn(t.url, 'admin');
});
afterAll(() => t?.close());

describe('request bodies', () => {
  it('refuses JSON nested deeper than 64 levels with a 400, before parsing, in the caller’s language', async () => {
    const deep = '['.repeat(1_000_000) + ']'.repeat(1_000_000);
    const started = performance.now();
    const res = await raw('/api/auth/login', deep);
    expect(res.status).toBe(400);
    expect((await json(res)).message).toBe('The request body is nested too deeply (at most 64 levels).');
    expect(performance.now() - started).toBeLessThan(500);
    const ar = await raw('/api/auth/login', '{"a":'.repeat(3000) + '1' + '}'.repeat(3000), { 'accept-language': 'ar' });
    expect(ar.status).toBe(400);
    expect((await json(ar)).message).toMatch(ARABIC);
    // 64 levels are still parsed (and then fail validation as an ordinary wrong body).
    const fine = await raw(
      '/api/auth/login',
      JSON.stringify({ username: 'x', password: 'y', extra: JSON.parse('['.repeat(60) + ']'.repeat(60)) }),
    );
    expect(fine.status).toBe(401);
  });

  it('refuses a body that is not UTF-8 instead of storing U+FFFD', async () => {
    const bytes = Buffer.concat([Buffer.from('{"title":"caf'), Buffer.from([0xe9, 0xff]), Buffer.from('"}')]);
    const res = await fetch(`${t.url}/api/conversations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: admin.cookie },
      body: bytes,
    });
    expect(res.status).toBe(400);
    expect((await json(res)).message).toBe('The request body is not valid UTF-8 text.');
  });

  it('refuses NUL and unpaired surrogates in any string, naming the field', async () => {
    const nul = await admin.post('/api/conversations', { title: 'a\u0000b' });
    expect(nul.status).toBe(400);
    expect(nul.body.message).toContain('title contains characters that are not allowed');
    const surrogate = await raw('/api/auth/login', '{"username":"\\ud800","password":"x"}', { 'accept-language': 'ar' });
    expect(surrogate.status).toBe(400);
    expect((await json(surrogate)).message).toMatch(/اسم المستخدم.*NUL/); // the field named in Arabic for an Arabic caller
    const query = await admin.get('/api/documents?search=%00');
    expect(query.status).toBe(400);
    expect(query.body.message).toContain('search');
  });

  it('treats null as absent: a required field fails validation, never a TypeError', async () => {
    const res = await raw('/api/auth/login', JSON.stringify({ username: null, password: null }));
    expect(res.status).toBe(400);
    expect((await json(res)).message).toContain('username is required');
  });

  it('answers 404 for ids no record can have', async () => {
    for (const id of ['%00', '%ED%A0%80', 'x'.repeat(300), '%0A']) {
      const res = await admin.get(`/api/documents/${id}`);
      expect(res.status, id).toBe(404);
    }
  });
});

describe('one hostile-input gate for every way a field arrives (issue 26, finding 3)', () => {
  const post = (path: string, multipart: { contentType: string; bytes: Uint8Array }, lang: 'en' | 'ar', cookie = '') =>
    fetch(`${t.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': multipart.contentType, 'accept-language': lang, ...(cookie ? { cookie } : {}) },
      body: multipart.bytes,
    });

  it('refuses a NUL byte in a multipart text field with a 400 in the caller’s language, anonymous included, on every upload route', async () => {
    const note = { name: 'note.txt', bytes: 'Annual leave is 30 days.' };
    const chat = await post(
      '/api/simple-chat-with-file',
      rawMultipart(
        [
          ['message', 'How many days?\u0000'],
          ['language', 'en'],
        ],
        note,
      ),
      'en',
    );
    expect(chat.status).toBe(400);
    expect((await json(chat)).message).toMatch(/message contains characters that are not allowed/);
    const ar = await post(
      '/api/simple-chat-with-file',
      rawMultipart(
        [
          ['message', '\u0000'],
          ['language', 'ar'],
        ],
        note,
      ),
      'ar',
    );
    expect(ar.status).toBe(400);
    expect((await json(ar)).message).toMatch(ARABIC);
    const kf = await post('/api/knowledge-files', rawMultipart([['description', 'notes\u0000']], note), 'en', admin.cookie);
    expect(kf.status).toBe(400);
    expect((await json(kf)).message).toMatch(/description contains characters that are not allowed/);
    const doc = await post('/api/upload/document', rawMultipart([['title', 'x\u0000']], note), 'en', admin.cookie);
    expect(doc.status).toBe(400);
  });

  it('refuses invalid UTF-8 in a multipart field as it refuses it in JSON and forms, instead of storing U+FFFD', async () => {
    const note = { name: 'note.txt', bytes: 'Annual leave is 30 days.' };
    const expected = 'The request body is not valid UTF-8 text.';
    const chat = await post(
      '/api/simple-chat-with-file',
      rawMultipart(
        [
          ['message', NOT_UTF8],
          ['language', 'en'],
        ],
        note,
      ),
      'en',
    );
    expect(chat.status).toBe(400);
    expect((await json(chat)).message).toBe(expected);
    const kf = await post('/api/knowledge-files', rawMultipart([['description', NOT_UTF8]], note), 'en', admin.cookie);
    expect(kf.status).toBe(400);
    expect((await json(kf)).message).toBe(expected);
    const files = (await admin.get('/api/knowledge-files')).body as Array<{ description: string }>;
    expect(files.some((f) => f.description.includes('\uFFFD'))).toBe(false);
    const form = await fetch(`${t.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: Buffer.concat([Buffer.from('username='), Buffer.from(NOT_UTF8), Buffer.from('&password=x')]),
    });
    expect(form.status).toBe(400);
    expect((await json(form)).message).toBe(expected);
    // Arabic text that is valid UTF-8 still arrives intact.
    const arabic = await post('/api/knowledge-files', rawMultipart([['description', 'ملاحظات الإجازة']], note), 'ar', admin.cookie);
    expect(arabic.status).toBe(201);
    expect((await json(arabic)).description).toBe('ملاحظات الإجازة');
  });

  it('refuses a NUL in the query the same way', async () => {
    const query = await fetch(`${t.url}/api/documents?search=%00`, { headers: { cookie: admin.cookie, 'accept-language': 'ar' } });
    expect(query.status).toBe(400);
    expect((await json(query)).message).toMatch(ARABIC);
  });
});

describe('headers', () => {
  it('puts a Content-Security-Policy and the other browser headers on the API', async () => {
    const res = await fetch(`${t.url}/api/auth/session`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/connect-src 'self' ws:\/\/localhost:\d+/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('adds HSTS only to responses that travel over HTTPS (issue 26, finding 7: never on plain http)', async () => {
    const https = await startTestApp({ secureCookies: true, trustProxy: 'loopback' });
    try {
      const plain = await fetch(`${https.url}/api/auth/session`);
      expect(plain.headers.get('strict-transport-security')).toBeNull();
      const res = await fetch(`${https.url}/api/auth/session`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
      expect(res.headers.get('content-security-policy')).toMatch(/connect-src 'self' wss:\/\//);
    } finally {
      await https.close();
    }
  });
});

describe('/health', () => {
  it('tells anonymous callers the status only; an admin also gets modes, positions and lag', async () => {
    const anonymous = await client(t.url).get('/health');
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toEqual({ status: 'ok' });
    const agent = await signIn(t.url, 'agent');
    expect((await agent.get('/health')).body).toEqual({ status: 'ok' });
    const details = await admin.get('/health');
    expect(details.body).toMatchObject({ status: 'ok', database: 'pglite', eventStore: 'postgres', projectionLag: 0 });
    expect(Object.keys(details.body.projections).length).toBeGreaterThan(0);
  });
});

describe('X-Forwarded-For', () => {
  it('is ignored without TRUST_PROXY: a loopback client cannot claim another address to escape sign-in throttling', async () => {
    for (let i = 0; i < 5; i++) expect((await login(t.url, 'auditor', `guess-${i}`)).status).toBe(401);
    expect((await login(t.url, 'auditor', 'auditor123')).status).toBe(429);
    const claimed = await login(t.url, 'auditor', 'auditor123', { 'x-forwarded-for': '198.51.100.77' });
    expect(claimed.status).toBe(429);
  });

  it('is believed from the proxies TRUST_PROXY names', async () => {
    const proxied = await startTestApp({}, { TRUST_PROXY: 'loopback' });
    try {
      expect(proxied.config.trustProxy).toBe('loopback');
      for (let i = 0; i < 5; i++) await login(proxied.url, 'auditor', `guess-${i}`, { 'x-forwarded-for': '203.0.113.50' });
      expect((await login(proxied.url, 'auditor', 'auditor123', { 'x-forwarded-for': '203.0.113.50' })).status).toBe(429);
      expect((await login(proxied.url, 'auditor', 'auditor123', { 'x-forwarded-for': '198.51.100.77' })).status).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});
