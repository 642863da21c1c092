import type { SessionResponse } from '@kb/contracts';
import { startTestApp, type TestApp } from '../../../testing/test-app.js';
import { Browser } from './browser.js';
import { freePort, TestProvider, type TestAccount } from './test-provider.js';

export const TEST_ACCOUNTS: TestAccount[] = [
  { sub: 'noura-7f3a', name: 'Noura Al-Harbi', email: 'noura@telco.example', groups: ['staff'] },
  { sub: 'fahad-19bc', name: 'Fahad Al-Qahtani', email: 'fahad@telco.example', groups: ['staff', 'kb-admins'] },
  { sub: 'maha-5d21', name: 'Maha Al-Zahrani', email: 'maha@telco.example', groups: ['quality'] },
];

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

/** The app with OIDC_* pointing at a real provider on loopback (started after it, on an address fixed first). */
export async function startOidcFixture(env: NodeJS.ProcessEnv = {}): Promise<OidcFixture> {
  const providerPort = await freePort();
  const app = await startTestApp({}, {
    OIDC_ISSUER: `http://127.0.0.1:${providerPort}`,
    OIDC_CLIENT_ID: 'kb-assistant',
    OIDC_CLIENT_SECRET: 'a-test-client-secret-of-enough-length',
    OIDC_SCOPES: 'openid profile email groups',
    OIDC_ROLE_CLAIM: 'groups',
    OIDC_ADMIN_VALUES: 'kb-admins',
    OIDC_AUDITOR_VALUES: 'quality',
    OIDC_BUTTON_LABEL: 'Telco SSO',
    ...env,
  });
  const provider = new TestProvider({
    port: providerPort,
    clientId: 'kb-assistant',
    clientSecret: 'a-test-client-secret-of-enough-length',
    redirectUri: `${app.url}/api/auth/oidc/callback`,
    accounts: structuredClone(TEST_ACCOUNTS),
  });
  await provider.start();
  const isAppPage = (next: URL) => next.origin === app.url && !next.pathname.startsWith('/api/');
  return {
    app,
    provider,
    isAppPage,
    signIn(browser, sub) {
      provider.signInAs = sub;
      return browser.follow(`${app.url}/api/auth/oidc/login`, isAppPage);
    },
    async session(browser) {
      return (await browser.request(`${app.url}/api/auth/session`)).json() as Promise<SessionResponse>;
    },
    async close() {
      await provider.stop();
      await app.close();
    },
  };
}
