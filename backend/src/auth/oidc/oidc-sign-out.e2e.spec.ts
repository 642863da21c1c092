import type { LogoutResponse } from '@kb/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Database } from '../../database/database.js';
import { signIn } from '../../testing/http.js';
import { Browser } from './testing/browser.js';
import { startOidcFixture, type OidcFixture } from './testing/oidc-fixture.js';

const signOut = (f: OidcFixture, browser: Browser) => browser.request(`${f.app.url}/api/auth/logout`, { method: 'POST' });
const keptIdTokens = (f: OidcFixture) =>
  f.app.app
    .get(Database)
    .query('SELECT session_id FROM auth_oidc_sessions')
    .then((r) => r.rowCount);

/** The claims of a JWT, unverified: only to see whose ID token the URL hints at. */
const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString()) as Record<string, unknown>;

/** The provider's "sign out?" page, answered "yes" as the person would; returns where it sends the browser. */
async function confirmAtProvider(browser: Browser, endSessionUrl: string): Promise<URL> {
  const page = await browser.request(endSessionUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  const action = /<form id="op.logoutForm" method="post" action="([^"]+)">/.exec(html)?.[1];
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
  expect(action && xsrf).toBeTruthy();
  const confirmed = await browser.request(action!, {
    method: 'POST',
    body: new URLSearchParams({ xsrf: xsrf!, logout: 'yes' }).toString(),
  });
  expect(confirmed.status).toBe(303);
  return new URL(confirmed.headers.get('location')!, action);
}

describe('signing out of a session that single sign-on started', () => {
  let f: OidcFixture;

  beforeAll(async () => {
    f = await startOidcFixture();
  });
  afterAll(() => f?.close());

  it("ends the product session and offers the provider's end-session URL, which signs the person out there too and returns to /login", async () => {
    const browser = new Browser();
    await f.signIn(browser, 'noura-7f3a');
    // The provider remembers the person: a second sign-in goes straight through without asking.
    f.provider.signInAs = null;
    expect((await browser.follow(`${f.app.url}/api/auth/oidc/login`, f.isAppPage)).href).toBe(`${f.app.url}/`);

    const out = await signOut(f, browser);
    expect(out.status).toBe(200);
    expect(out.headers.get('cache-control')).toBe('no-store');
    const { endSessionUrl } = (await out.json()) as LogoutResponse;
    const url = new URL(endSessionUrl);
    expect(url.origin + url.pathname).toBe(`${f.provider.issuer}/session/end`);
    expect(url.searchParams.get('client_id')).toBe('kb-assistant');
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(`${f.app.url}/login`);
    expect(claimsOf(url.searchParams.get('id_token_hint')!)).toMatchObject({
      sub: 'noura-7f3a',
      aud: 'kb-assistant',
      iss: f.provider.issuer,
    });
    // The product session is over before the provider is even visited.
    expect((await f.session(browser)).isAuthenticated).toBe(false);
    expect(browser.cookieHeader(new URL(f.app.url))).toBe('');

    expect((await confirmAtProvider(browser, endSessionUrl)).href).toBe(`${f.app.url}/login`);
    // Signed out at the provider: the next sign-in asks who is there.
    const next = await browser.follow(`${f.app.url}/api/auth/oidc/login`, (u) => f.isAppPage(u) || u.pathname.startsWith('/interaction/'));
    expect(next.origin).toBe(f.provider.issuer);
    expect(next.pathname).toMatch(/^\/interaction\//);
  });

  it('keeps no ID token beyond the session it belongs to', async () => {
    const before = await keptIdTokens(f);
    const browser = new Browser();
    await f.signIn(browser, 'fahad-19bc');
    expect(await keptIdTokens(f)).toBe(before! + 1);
    expect((await signOut(f, browser)).status).toBe(200);
    expect(await keptIdTokens(f)).toBe(before);
  });

  it('signs a password session out exactly as before: 204 and no body', async () => {
    const agent = await signIn(f.app.url, 'agent');
    const out = await agent.post('/api/auth/logout');
    expect(out.status).toBe(204);
    expect(out.body).toBeNull();
    expect((await agent.get('/api/auth/session')).body.isAuthenticated).toBe(false);
  });

  it('ends the product session even when the provider cannot be reached, without an end-session URL', async () => {
    const browser = new Browser();
    await f.signIn(browser, 'noura-7f3a');
    await f.provider.stop();
    try {
      const out = await signOut(f, browser);
      expect(out.status).toBe(204);
      expect(await out.text()).toBe('');
      expect((await f.session(browser)).isAuthenticated).toBe(false);
    } finally {
      await f.provider.start();
    }
  });
});

describe('signing out with a provider that has no end_session_endpoint', () => {
  let f: OidcFixture;

  beforeAll(async () => {
    f = await startOidcFixture({}, { rpInitiatedLogout: false });
  });
  afterAll(() => f?.close());

  it('ends the product session only, as before: 204, no body, no ID token kept', async () => {
    const discovery = (await (await fetch(`${f.provider.issuer}/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
    expect(discovery).not.toHaveProperty('end_session_endpoint');
    const browser = new Browser();
    expect((await f.signIn(browser, 'noura-7f3a')).pathname).toBe('/');
    expect(await keptIdTokens(f)).toBe(0);
    const out = await signOut(f, browser);
    expect(out.status).toBe(204);
    expect(await out.text()).toBe('');
    expect((await f.session(browser)).isAuthenticated).toBe(false);
  });
});
