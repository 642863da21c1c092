import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../../testing/http.js';
import { startTestApp } from '../../testing/test-app.js';
import { Browser } from './testing/browser.js';
import { startOidcFixture, type OidcFixture } from './testing/oidc-fixture.js';

/** Each failure returns to the login screen with its code, and leaves the browser signed out. */
describe('OpenID Connect sign-in refusals', () => {
  let f: OidcFixture;
  const callbackPath = '/api/auth/oidc/callback';

  beforeAll(async () => {
    f = await startOidcFixture();
  });
  afterAll(() => f?.close());

  /** Runs the dance up to the provider's redirect back to the app, without following it. */
  async function untilCallback(browser: Browser, sub: string, rewriteAuthorization = (u: URL) => u): Promise<URL> {
    f.provider.signInAs = sub;
    const authorization = await browser.follow(`${f.app.url}/api/auth/oidc/login`, (next) => next.origin === f.provider.issuer);
    return browser.follow(rewriteAuthorization(authorization), (next) => next.pathname === callbackPath);
  }

  async function expectRefused(browser: Browser, at: URL, code: string): Promise<void> {
    const landed = at.pathname === callbackPath ? await browser.follow(at, f.isAppPage) : at;
    expect(landed.pathname + landed.search).toBe(`/login?error=${code}`);
    expect((await f.session(browser)).isAuthenticated).toBe(false);
  }

  it('refuses a tampered state, and the genuine answer cannot be replayed after it', async () => {
    const browser = new Browser();
    const callback = await untilCallback(browser, 'noura-7f3a');
    const tampered = new URL(callback);
    tampered.searchParams.set('state', `${callback.searchParams.get('state')}x`);
    await expectRefused(browser, tampered, 'state');
    await expectRefused(browser, callback, 'state');
  });

  it("refuses the provider's answer in a browser that did not start the sign-in", async () => {
    const callback = await untilCallback(new Browser(), 'noura-7f3a');
    await expectRefused(new Browser(), callback, 'state');
  });

  it('refuses an ID token whose nonce is not the one this sign-in sent', async () => {
    const browser = new Browser();
    const callback = await untilCallback(browser, 'noura-7f3a', (authorization) => {
      const rewritten = new URL(authorization);
      rewritten.searchParams.set('nonce', 'a-nonce-of-another-sign-in');
      return rewritten;
    });
    await expectRefused(browser, callback, 'token');
  });

  it('refuses an expired authorization code', async () => {
    const browser = new Browser();
    f.provider.codeTtlSeconds = 1;
    try {
      const callback = await untilCallback(browser, 'noura-7f3a');
      // Expiry is the passing of time itself: nothing else to wait for.
      await new Promise((resolve) => setTimeout(resolve, 2100));
      await expectRefused(browser, callback, 'code');
    } finally {
      f.provider.codeTtlSeconds = 60;
    }
  });

  it('says when the person cancelled at the provider', async () => {
    const browser = new Browser();
    f.provider.refuse = true;
    try {
      await expectRefused(browser, await browser.follow(`${f.app.url}/api/auth/oidc/login`, f.isAppPage), 'denied');
    } finally {
      f.provider.refuse = false;
    }
  });

  it('says when the provider cannot be reached, and signs in again once it is back', async () => {
    await f.provider.stop();
    const browser = new Browser();
    try {
      await expectRefused(browser, await f.signIn(browser, 'noura-7f3a'), 'unreachable');
    } finally {
      await f.provider.start();
    }
    expect((await f.signIn(browser, 'noura-7f3a')).pathname).toBe('/');
  });
});

describe('sign-in methods by configuration', () => {
  it('with LOCAL_LOGIN=false, only single sign-on remains', async () => {
    const f = await startOidcFixture({ LOCAL_LOGIN: 'false' });
    try {
      expect((await f.session(new Browser())).methods).toEqual({ local: false, oidc: { label: 'Telco SSO' } });
      const refused = await login(f.app.url, 'admin', 'admin123');
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ message: expect.stringMatching(/single sign-on/) });
      expect((await f.signIn(new Browser(), 'fahad-19bc')).pathname).toBe('/');
    } finally {
      await f.close();
    }
  });

  it('without OIDC_ISSUER, the session answer is as before and the routes send back to the login screen', async () => {
    const t = await startTestApp();
    try {
      const browser = new Browser();
      expect(await (await browser.request(`${t.url}/api/auth/session`)).json()).toEqual({ isAuthenticated: false, user: null });
      const landed = await browser.follow(`${t.url}/api/auth/oidc/login`, (next) => !next.pathname.startsWith('/api/'));
      expect(landed.pathname + landed.search).toBe('/login?error=unavailable');
      expect((await login(t.url, 'admin', 'admin123')).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});
