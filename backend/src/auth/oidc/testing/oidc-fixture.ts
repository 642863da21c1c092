import type { SessionResponse } from '@kb/contracts';
import { startTestApp, type TestApp } from '../../../testing/test-app.js';
import { Browser } from './browser.js';
import { TEST_ACCOUNTS, TEST_CLIENT } from './test-accounts.js';
import { freePort, TestProvider, type TestProviderOptions } from './test-provider.js';

export interface OidcFixture {
  app: TestApp;
  provider: TestProvider;
  /** The login screen's button: from `/api/auth/oidc/login` to where the app finally sends the browser. */
  signIn(browser: Browser, sub: string): Promise<URL>;
  session(browser: Browser): Promise<SessionResponse>;
  /** Whether a location is a page of the app (not its API): where a sign-in ends. */
  isAppPage(next: URL): boolean;
  close(): Promise<void>;
}

/**
 * The app with OIDC_* pointing at a real provider on loopback (started after it, on an address fixed
 * first). `provider` overrides the provider's options, e.g. `{ rpInitiatedLogout: false }`.
 */
export async function startOidcFixture(env: NodeJS.ProcessEnv = {}, provider: Partial<TestProviderOptions> = {}): Promise<OidcFixture> {
  const providerPort = await freePort();
  const app = await startTestApp(
    {},
    {
      OIDC_ISSUER: `http://127.0.0.1:${providerPort}`,
      OIDC_CLIENT_ID: TEST_CLIENT.clientId,
      OIDC_CLIENT_SECRET: TEST_CLIENT.clientSecret,
      OIDC_SCOPES: 'openid profile email groups',
      OIDC_ROLE_CLAIM: 'groups',
      OIDC_ADMIN_VALUES: 'kb-admins',
      OIDC_AUDITOR_VALUES: 'quality',
      OIDC_BUTTON_LABEL: 'Telco SSO',
      ...env,
    },
  );
  const op = new TestProvider({
    port: providerPort,
    ...TEST_CLIENT,
    redirectUri: `${app.url}/api/auth/oidc/callback`,
    postLogoutRedirectUri: `${app.url}/login`,
    accounts: structuredClone(TEST_ACCOUNTS),
    ...provider,
  });
  await op.start();
  const isAppPage = (next: URL) => next.origin === app.url && !next.pathname.startsWith('/api/');
  return {
    app,
    provider: op,
    isAppPage,
    signIn(browser, sub) {
      op.signInAs = sub;
      return browser.follow(`${app.url}/api/auth/oidc/login`, isAppPage);
    },
    async session(browser) {
      return (await browser.request(`${app.url}/api/auth/session`)).json() as Promise<SessionResponse>;
    },
    async close() {
      await op.stop();
      await app.close();
    },
  };
}
