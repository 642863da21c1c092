import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveTab } from '../testing/live-client.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { ChangeUserPassword } from './users/commands/change-user-password.js';
import { signIn } from '../testing/http.js';

/** Resolves with the reason the server gave for ending the socket's connection. */
const disconnected = (tab: LiveTab) => new Promise<string>((resolve) => tab.socket.once('disconnect', (reason) => resolve(reason)));
const refused = (tab: LiveTab) =>
  tab.connected().then(
    () => 'connected',
    (error: Error) => error.message,
  );

describe('sockets follow the session cookie', () => {
  let t: TestApp;
  const tabs: LiveTab[] = [];
  const tab = (cookie?: string) => {
    const opened = new LiveTab(t.url, cookie);
    tabs.push(opened);
    return opened;
  };

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    tabs.forEach((x) => x.close());
    await t?.close();
  });

  it('refuses a socket without a session, or with a made-up one', async () => {
    expect(await refused(tab())).toBe('unauthenticated');
    expect(await refused(tab('kb_session=not-a-real-token'))).toBe('unauthenticated');
  });

  it('refuses a signed-in socket opened from a page of another site, accepts its own origin', async () => {
    const { cookie } = await signIn(t.url, 'agent');
    const foreign = new LiveTab(t.url, cookie, { origin: 'https://evil.example' });
    tabs.push(foreign);
    expect(await refused(foreign)).toBe('foreign origin');
    const own = new LiveTab(t.url, cookie, { origin: t.url });
    tabs.push(own);
    await own.connected();
  });

  it('accepts a signed-in socket, and closes it when that session signs out', async () => {
    const { cookie } = await signIn(t.url, 'agent');
    const other = await signIn(t.url, 'agent');
    const [mine, otherTab] = [tab(cookie), tab(other.cookie)];
    await Promise.all([mine.connected(), otherTab.connected()]);
    expect(await mine.socket.timeout(5000).emitWithAck('ping', { t: 7 })).toEqual({ t: 7 });

    const gone = disconnected(mine);
    const out = await fetch(`${t.url}/api/auth/logout`, { method: 'POST', headers: { cookie } });
    expect(out.status).toBe(204);
    await mine.next('session:ended');
    expect(await gone).toBe('io server disconnect');
    // The same user's other session (another browser) stays connected.
    expect(otherTab.socket.connected).toBe(true);
    // The old cookie cannot open a new socket.
    expect(await refused(tab(cookie))).toBe('unauthenticated');
  });

  it('closes every socket of a user whose password was changed', async () => {
    const { cookie } = await signIn(t.url, 'auditor');
    const live = tab(cookie);
    await live.connected();
    const gone = disconnected(live);
    const changed = await t.app
      .get(ChangeUserPassword)
      .execute({ username: 'auditor', password: 'Kuwait-Towers-1979' }, { actor: 'system', now: new Date() });
    expect(changed).toMatchObject({ username: 'auditor' });
    expect(await gone).toBe('io server disconnect');
    expect((await fetch(`${t.url}/api/conversations`, { headers: { cookie } })).status).toBe(401);
    expect((await signIn(t.url, { username: 'auditor', password: 'Kuwait-Towers-1979' })).user.name).toBe('Sara Al-Kandari');
  });
});
