import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userStreamId } from '@kb/contracts';
import { EVENT_STORE } from '../../core/tokens.js';
import { Database } from '../../database/database.js';
import type { EventStore } from '../../event-store/event-store.port.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { cookieOf, login, signIn } from '../../testing/http.js';

let t: TestApp;
beforeAll(async () => {
  // As behind a reverse proxy on the same host: the throttling tests name client addresses in
  // X-Forwarded-For. Without TRUST_PROXY it is ignored (hardening/request-guards.e2e.spec.ts).
  t = await startTestApp({ trustProxy: 'loopback' });
});
afterAll(() => t?.close());

const body = (res: Response): Promise<any> => res.json();
const session = (cookie?: string) => fetch(`${t.url}/api/auth/session`, { headers: cookie ? { cookie } : {} });
const logout = (headers: Record<string, string> = {}) => fetch(`${t.url}/api/auth/logout`, { method: 'POST', headers });
/** A route that needs a session (the conversations list); 401 without one. */
const protectedRoute = (cookie: string) => fetch(`${t.url}/api/conversations`, { headers: { cookie } });

describe('sign-in (SPEC.md section 7)', () => {
  it('answers the user and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const res = await login(t.url, 'admin', 'admin123');
    expect(res.status).toBe(200);
    expect(await body(res)).toEqual({ user: { id: expect.any(String), name: 'Fatima Al-Sabah', role: 'admin', avatarUrl: null } });
    const [cookie] = res.headers.getSetCookie();
    expect(cookie).toMatch(/^kb_session=[\w-]{43}; /);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    // Not configured for HTTPS here: a Secure cookie would never come back over plain http.
    expect(cookie).not.toMatch(/Secure/);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 401 "Invalid username or password" for a wrong password or an unknown user, in the caller’s language', async () => {
    for (const [username, password] of [
      ['agent', 'wrong'],
      ['nobody', 'agent123'],
    ]) {
      const res = await login(t.url, username, password);
      expect(res.status).toBe(401);
      expect(res.headers.getSetCookie()).toEqual([]);
      expect((await body(res)).message).toBe('Invalid username or password');
    }
    const ar = await login(t.url, 'agent', 'wrong', { 'accept-language': 'ar' });
    expect((await body(ar)).message).toBe('اسم المستخدم أو كلمة المرور غير صحيحة');
  });

  it('answers 400 naming the field when a field is empty or missing', async () => {
    const empty = await login(t.url, 'agent', '');
    expect(empty.status).toBe(400);
    expect((await body(empty)).fields).toEqual({ password: 'password is required' });
    const blank = await login(t.url, '   ', 'agent123');
    expect(blank.status).toBe(400);
    const none = await fetch(`${t.url}/api/auth/login`, { method: 'POST' });
    expect(none.status).toBe(400);
  });

  it('takes the username in any case and with surrounding blanks', async () => {
    expect((await login(t.url, ' Agent ', 'agent123')).status).toBe(200);
  });

  it('records sign-in, failure and sign-out as events of the user, never a password', async () => {
    await login(t.url, 'auditor', 'not-the-password-1');
    const { cookie } = await signIn(t.url, 'auditor');
    await logout({ cookie });
    const events = await t.app.get<EventStore>(EVENT_STORE).readStream(userStreamId('auditor'));
    expect(events.map((e) => e.type)).toEqual(['UserRegistered', 'UserSignInFailed', 'UserSignedIn', 'UserSignedOut']);
    const json = JSON.stringify(events.map((e) => ({ data: e.data, metadata: e.metadata })));
    expect(json).not.toContain('auditor123');
    expect(json).not.toContain('not-the-password-1');
    expect(json).not.toContain(cookie.split('=')[1]);
    expect(events[1].data).toMatchObject({ username: 'auditor', address: expect.any(String) });
    expect((events[0].data as { passwordHash: string }).passwordHash).toMatch(/^\$argon2id\$/);
  });
});

describe('session and sign-out', () => {
  it('GET /api/auth/session answers 200 whether signed in or not', async () => {
    const anonymous = await session();
    expect(anonymous.status).toBe(200);
    expect(await body(anonymous)).toEqual({ isAuthenticated: false, user: null });
    const { cookie, user } = await signIn(t.url, 'agent');
    const signedIn = await session(cookie);
    expect(signedIn.status).toBe(200);
    expect(await body(signedIn)).toEqual({ isAuthenticated: true, user });
  });

  it('sign-out ends the session on the server: the old cookie replayed is refused', async () => {
    const { cookie } = await signIn(t.url, 'agent');
    expect((await protectedRoute(cookie)).status).toBe(200);
    const out = await logout({ cookie });
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie()[0]).toMatch(/^kb_session=; .*Expires=Thu, 01 Jan 1970/);
    expect(await body(await session(cookie))).toEqual({ isAuthenticated: false, user: null });
    expect((await protectedRoute(cookie)).status).toBe(401);
    // Already signed out: still fine.
    expect((await logout({ cookie })).status).toBe(204);
    expect((await logout()).status).toBe(204);
  });

  it('signing in again on the same browser ends the previous session', async () => {
    const first = await signIn(t.url, 'agent');
    const again = await fetch(`${t.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: first.cookie },
      body: JSON.stringify({ username: 'auditor', password: 'auditor123' }),
    });
    expect(again.status).toBe(200);
    expect((await protectedRoute(first.cookie)).status).toBe(401);
    expect((await body(await session(cookieOf(again)))).user.name).toBe('Sara Al-Kandari');
  });

  it('expires a session left idle longer than the idle limit; the 30 s session poll does not count as use', async () => {
    const db = t.app.get(Database);
    const { cookie, user } = await signIn(t.url, 'agent');
    const lastSeen = async () =>
      (await db.query(`SELECT last_seen_at FROM auth_sessions WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1`, [user.id])).rows[0]
        .last_seen_at as Date;
    await db.query(`UPDATE auth_sessions SET last_seen_at = now() - interval '10 minutes' WHERE user_id = $1`, [user.id]);
    const before = await lastSeen();
    await session(cookie);
    expect(await lastSeen()).toEqual(before);
    await protectedRoute(cookie);
    expect((await lastSeen()).getTime()).toBeGreaterThan(Date.now() - 60_000);
    await db.query(
      `UPDATE auth_sessions SET last_seen_at = now() - $2::bigint * interval '1 millisecond' - interval '1 second' WHERE user_id = $1`,
      [user.id, t.config.sessionIdleMs],
    );
    expect((await protectedRoute(cookie)).status).toBe(401);
    expect(await body(await session(cookie))).toEqual({ isAuthenticated: false, user: null });
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing request from a foreign Origin or Referer with 403, and leaves the session alone', async () => {
    const { cookie } = await signIn(t.url, 'agent');
    const forced = await logout({ cookie, origin: 'https://evil.example' });
    expect(forced.status).toBe(403);
    expect(await body(forced)).toMatchObject({ code: 'foreign_origin', message: 'Cross-site request refused.' });
    expect((await logout({ cookie, referer: 'https://evil.example/page' })).status).toBe(403);
    expect((await login(t.url, 'agent', 'agent123', { origin: 'https://evil.example' })).status).toBe(403);
    expect((await protectedRoute(cookie)).status).toBe(200);
    // The app's own pages, and clients that send neither header, get through.
    expect((await login(t.url, 'agent', 'agent123', { origin: t.url })).status).toBe(200);
    expect((await logout({ cookie, origin: t.url })).status).toBe(204);
  });
});

describe('sign-in throttling', () => {
  const from = (address: string) => ({ 'x-forwarded-for': address });

  it('answers 429 with Retry-After after five failures of one username from one address, and only for that pair', async () => {
    const attacker = from('203.0.113.7');
    for (let i = 0; i < 5; i++) expect((await login(t.url, 'agent', `guess-${i}`, attacker)).status).toBe(401);
    const locked = await login(t.url, 'agent', 'agent123', attacker);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(290);
    expect((await body(locked)).message).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
    // The real user elsewhere, and other accounts from the same address, are unaffected.
    expect((await login(t.url, 'agent', 'agent123', from('198.51.100.20'))).status).toBe(200);
    expect((await login(t.url, 'auditor', 'wrong', attacker)).status).toBe(401);
    expect((await login(t.url, 'auditor', 'auditor123', attacker)).status).toBe(200);
  });

  it('lets the pair in again once the lock has run out, and a success starts the count afresh', async () => {
    const user = from('203.0.113.8');
    for (let i = 0; i < 5; i++) await login(t.url, 'admin', `guess-${i}`, user);
    expect((await login(t.url, 'admin', 'admin123', user)).status).toBe(429);
    // The lock lasts five minutes; move it into the past instead of waiting.
    await t.app
      .get(Database)
      .query(`UPDATE rate_limits SET blocked_until = now() - interval '1 second' WHERE bucket = 'login:pair' AND key LIKE '%203.0.113.8'`);
    expect((await login(t.url, 'admin', 'admin123', user)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(t.url, 'admin', `again-${i}`, user)).status).toBe(401);
    expect((await login(t.url, 'admin', 'admin123', user)).status).toBe(200);
  });
});
