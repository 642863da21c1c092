import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { login } from '../../testing/http.js';

describe('sessions on disk, over HTTPS settings', () => {
  let dir: string;
  let running: TestApp | null = null;
  afterAll(async () => {
    await running?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('survive a restart of the app, and the cookie is Secure with the __Host- prefix when configured for HTTPS', async () => {
    dir = await mkdtemp(join(tmpdir(), 'kb-sessions-'));
    running = await startTestApp({ dataDir: dir, secureCookies: true });
    const res = await login(running.url, 'agent', 'agent123');
    expect(res.status).toBe(200);
    const { user } = (await res.json()) as { user: unknown };
    const [setCookie] = res.headers.getSetCookie();
    expect(setCookie).toMatch(/^__Host-kb_session=[\w-]{43}; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    const cookie = setCookie.split(';')[0];
    await running.close();
    running = null;

    running = await startTestApp({ dataDir: dir, secureCookies: true });
    const session = await fetch(`${running.url}/api/auth/session`, { headers: { cookie } });
    expect(await session.json()).toEqual({ isAuthenticated: true, user });
    expect(user).toMatchObject({ name: 'Ahmed Al-Mutairi', role: 'agent' });

    expect((await fetch(`${running.url}/api/auth/logout`, { method: 'POST', headers: { cookie } })).status).toBe(204);
    expect(await (await fetch(`${running.url}/api/auth/session`, { headers: { cookie } })).json()).toEqual({
      isAuthenticated: false,
      user: null,
    });
  });
});
