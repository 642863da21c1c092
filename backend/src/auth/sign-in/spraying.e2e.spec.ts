import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../testing/http.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';

/**
 * Issue 26, finding 5: failures were counted per (username, address) only, so 30 usernames × 4
 * passwords from one address got 120 × 401 and no 429. Now the address is counted across
 * usernames and the username across addresses, with growing waits, and neither count holds back a
 * user at an address they signed in from before.
 */
let t: TestApp;
const from = (address: string, lang: 'en' | 'ar' = 'en') => ({ 'x-forwarded-for': address, 'accept-language': lang });
const message = async (res: Response) => ((await res.json()) as { message: string }).message;

beforeAll(async () => {
  t = await startTestApp({ trustProxy: 'loopback' });
});
afterAll(() => t?.close());

describe('sign-in throttling across usernames and addresses', () => {
  it('throttles password spraying from one address (30 usernames × 4 passwords), in the caller’s language, without locking out a colleague at that address', async () => {
    const office = '203.0.113.50';
    // A colleague signed in from this address before the spraying started.
    expect((await login(t.url, 'auditor', 'auditor123', from(office))).status).toBe(200);
    const statuses: number[] = [];
    let refusal: Response | null = null;
    for (let password = 0; password < 4; password++) {
      for (let user = 0; user < 30; user++) {
        const res = await login(t.url, `staff${user}`, `Spring2026-${password}`, from(office, 'ar'));
        statuses.push(res.status);
        if (res.status === 429) refusal ??= res;
        else await res.arrayBuffer();
      }
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(100);
    expect(Number(refusal!.headers.get('retry-after'))).toBeGreaterThanOrEqual(30);
    expect(await message(refusal!)).toMatch(/^محاولات كثيرة جداً/);
    // The colleague whose usual address this is still gets in; a stranger at the address waits.
    expect((await login(t.url, 'auditor', 'auditor123', from(office))).status).toBe(200);
    const stranger = await login(t.url, 'agent', 'agent123', from(office));
    expect(stranger.status).toBe(429);
    expect(await message(stranger)).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
    // Another address is not affected.
    expect((await login(t.url, 'agent', 'agent123', from('198.51.100.77'))).status).toBe(200);
  });

  it('delays guessing one username from many addresses, briefly and growing, never at the owner’s usual address', async () => {
    // The owner signs in from their usual address.
    expect((await login(t.url, 'admin', 'admin123', from('192.0.2.10'))).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await login(t.url, 'admin', `guess-${i}`, from(`198.18.0.${i + 1}`))).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
    const delayed = await login(t.url, 'admin', 'admin123', from('198.18.1.1'));
    expect(delayed.status).toBe(429);
    // A delay, not a lock: seconds to minutes.
    expect(Number(delayed.headers.get('retry-after'))).toBeLessThanOrEqual(300);
    // The owner at their usual address is never held back by strangers' guesses.
    expect((await login(t.url, 'admin', 'admin123', from('192.0.2.10'))).status).toBe(200);
  });
});
