import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, signIn } from '../../testing/http.js';
import { oidcUsername } from './oidc-claims.js';
import { Browser } from './testing/browser.js';
import { startOidcFixture, type OidcFixture } from './testing/oidc-fixture.js';
import { signingKey } from './testing/test-provider.js';

describe('sign-in with OpenID Connect against a real provider', () => {
  let f: OidcFixture;

  beforeAll(async () => {
    f = await startOidcFixture();
  });
  afterAll(() => f?.close());

  it('offers both ways in on the login screen', async () => {
    expect(await f.session(new Browser())).toEqual({
      isAuthenticated: false,
      user: null,
      methods: { local: true, oidc: { label: 'Telco SSO' } },
    });
  });

  it('provisions a new person as an agent named from the claims, signed in with the same session cookie as a password sign-in', async () => {
    const browser = new Browser();
    const landed = await f.signIn(browser, 'noura-7f3a');
    expect(landed.href).toBe(`${f.app.url}/`);
    const session = await f.session(browser);
    expect(session).toMatchObject({ isAuthenticated: true, user: { name: 'Noura Al-Harbi', role: 'agent' } });
    expect(browser.cookieHeader(new URL(f.app.url))).toMatch(/^kb_session=[\w-]{43}$/);
    expect((await browser.request(`${f.app.url}/api/conversations`)).status).toBe(200);
    expect((await browser.request(`${f.app.url}/api/admin/users`)).status).toBe(403);
    // The next sign-in finds the same account: nothing is provisioned twice.
    const again = new Browser();
    await f.signIn(again, 'noura-7f3a');
    expect((await f.session(again)).user?.id).toBe(session.user?.id);
  });

  it('makes a member of the admin group an admin, and lowers the role when the group is gone, ending the other sessions', async () => {
    const first = new Browser();
    await f.signIn(first, 'fahad-19bc');
    expect((await f.session(first)).user).toMatchObject({ name: 'Fahad Al-Qahtani', role: 'admin' });
    expect((await first.request(`${f.app.url}/api/admin/users`)).status).toBe(200);

    f.provider.account('fahad-19bc').groups = ['staff'];
    f.provider.account('fahad-19bc').name = 'Fahad Q.';
    const second = new Browser();
    await f.signIn(second, 'fahad-19bc');
    expect((await f.session(second)).user).toMatchObject({ name: 'Fahad Q.', role: 'agent' });
    expect((await second.request(`${f.app.url}/api/admin/users`)).status).toBe(403);
    expect((await f.session(first)).isAuthenticated).toBe(false);
  });

  it('maps the auditor group to auditor', async () => {
    const browser = new Browser();
    await f.signIn(browser, 'maha-5d21');
    expect((await f.session(browser)).user).toMatchObject({ name: 'Maha Al-Zahrani', role: 'auditor' });
  });

  it('refuses a disabled account at the next sign-in, with nothing signed in', async () => {
    const browser = new Browser();
    await f.signIn(browser, 'maha-5d21');
    const maha = (await f.session(browser)).user!;
    const admin = await signIn(f.app.url, 'admin');
    expect((await admin.patch(`/api/admin/users/${maha.id}`, { disabled: true })).status).toBe(200);
    expect((await f.session(browser)).isAuthenticated).toBe(false);
    const refused = new Browser();
    const landed = await f.signIn(refused, 'maha-5d21');
    expect(landed.pathname + landed.search).toBe('/login?error=disabled');
    expect((await f.session(refused)).isAuthenticated).toBe(false);
    expect((await admin.patch(`/api/admin/users/${maha.id}`, { disabled: false })).status).toBe(200);
    expect((await f.signIn(new Browser(), 'maha-5d21')).pathname).toBe('/');
  });

  it('never merges with a local account, even one holding the derived username', async () => {
    const admin = await signIn(f.app.url, 'admin');
    const sub = 'squatted-subject';
    f.provider.addAccount({ sub, name: 'Somebody', email: 'somebody@telco.example', groups: ['kb-admins'] });
    const username = oidcUsername(f.provider.issuer, sub);
    const local = await admin.post('/api/admin/users', {
      username,
      name: 'Local look-alike',
      role: 'agent',
      password: 'Sand-Dune-Falcon-42',
    });
    expect(local.status).toBe(201);
    const browser = new Browser();
    const landed = await f.signIn(browser, sub);
    expect(landed.pathname + landed.search).toBe('/login?error=conflict');
    expect((await f.session(browser)).isAuthenticated).toBe(false);
    const listed = (await admin.get('/api/admin/users')).body as { username: string; role: string; name: string }[];
    expect(listed.find((u) => u.username === username)).toMatchObject({ name: 'Local look-alike', role: 'agent' });
  });

  it('keeps signing people in after the provider rotates its signing key (old key gone, new one first)', async () => {
    await f.signIn(new Browser(), 'noura-7f3a');
    f.provider.keys = [signingKey()];
    await f.provider.start();
    const browser = new Browser();
    expect((await f.signIn(browser, 'noura-7f3a')).href).toBe(`${f.app.url}/`);
    expect((await f.session(browser)).user?.name).toBe('Noura Al-Harbi');
  });

  it('still signs local accounts in with a password beside single sign-on', async () => {
    const agent = await signIn(f.app.url, 'agent');
    expect(agent.user?.role).toBe('agent');
    expect((await client(f.app.url, agent.cookie).get('/api/auth/session')).body.methods).toEqual({
      local: true,
      oidc: { label: 'Telco SSO' },
    });
  });
});
