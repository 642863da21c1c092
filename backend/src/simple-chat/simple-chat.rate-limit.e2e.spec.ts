import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.js';

// Long enough for 20 answers on a busy 2-core machine (they took 3 s once under load), short enough to wait out.
const WINDOW_MS = 8_000;
const ask = (url: string, address: string, language: 'en' | 'ar', message = 'How many days of annual leave do I get?') =>
  fetch(`${url}/api/simple-chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ message, language }),
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as any, retryAfter: res.headers.get('retry-after') }));

/** The default 20 questions per window; the window is shortened so recovery takes seconds, not a minute. */
describe('public simple chat rate limit (started app)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({}, { TRUST_PROXY: 'loopback', SIMPLE_CHAT_RATE_WINDOW_MS: String(WINDOW_MS) });
  });
  afterAll(() => t?.close());

  it('answers 20 questions from one address, refuses the 21st with Retry-After and an Arabic message, and answers again after the window', async () => {
    const started = Date.now();
    for (let i = 0; i < 20; i++) expect((await ask(t.url, '192.0.2.7', 'ar', 'كم عدد أيام الإجازة السنوية؟')).status).toBe(200);
    const refused = await ask(t.url, '192.0.2.7', 'ar');
    // Only meaningful if the 20 fit in one window; otherwise the window length is too short for this machine.
    expect(Date.now() - started).toBeLessThan(WINDOW_MS);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(Math.ceil(WINDOW_MS / 1000));
    expect(refused.body.message).toMatch(/^لقد طرحت أسئلة كثيرة/);
    // Another address is not affected.
    expect((await ask(t.url, '192.0.2.8', 'en')).status).toBe(200);
    // After Retry-After (the window's end), the same address is answered again.
    await new Promise((r) => setTimeout(r, Number(refused.retryAfter) * 1000));
    const again = await ask(t.url, '192.0.2.7', 'en');
    expect(again.status).toBe(200);
    expect(again.body.sources.length).toBeGreaterThan(0);
  });

  it('refuses a third question while two from the same address are still being answered', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => ask(t.url, '192.0.2.9', 'en')));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(2);
    const refused = answers.filter((a) => a.status === 429);
    for (const r of refused) expect(r.body.message).toBe('Your previous questions are still being answered. Please wait for them first.');
  });
});
