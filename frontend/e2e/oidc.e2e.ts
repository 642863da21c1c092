import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@kb/contracts';
import { freePort, startApp, startTestProvider, type RunningApp, type RunningProvider } from './support/app-process';
import { chooseLanguage, newContext, STRINGS } from './support/browser';
import { expectNoCspViolations } from './support/csp';
import { withBrowser } from './support/journey';

/**
 * Single sign-on as a new member of staff meets it: this journey's own app trusts the backend's test
 * provider (the certified oidc-provider, a process of its own on loopback), whose accounts put Fahad
 * in the admin group and Noura in none.
 */
const CLIENT = { clientId: 'kb-assistant', clientSecret: 'a-journey-client-secret-of-enough-length' };
const LABEL = 'Telco SSO';
const FAHAD = { email: 'fahad@telco.example', name: 'Fahad Al-Qahtani' };
const NOURA = { email: 'noura@telco.example', name: 'Noura Al-Harbi' };

let app: RunningApp | undefined;
let provider: RunningProvider | undefined;
let browser: Browser;

beforeAll(async () => {
  const port = await freePort();
  app = await startApp('e2e-oidc-app', {
    OIDC_ISSUER: `http://127.0.0.1:${port}`,
    OIDC_CLIENT_ID: CLIENT.clientId,
    OIDC_CLIENT_SECRET: CLIENT.clientSecret,
    OIDC_SCOPES: 'openid profile email groups',
    OIDC_ROLE_CLAIM: 'groups',
    OIDC_ADMIN_VALUES: 'kb-admins',
    OIDC_BUTTON_LABEL: LABEL,
  });
  provider = await startTestProvider('e2e-oidc-provider', { port, appOrigin: app.baseURL, ...CLIENT });
});
afterAll(async () => {
  await provider?.stop();
  await app?.stop();
});
withBrowser(async (b) => {
  browser = b;
});

const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? '');
const ssoButton = (page: Page, language: Language) =>
  page.getByRole('link', { name: fill(STRINGS[language].auth.sso.signInWith, { label: LABEL }) });
const atProvider = (page: Page) => page.waitForURL((url) => url.origin === provider!.issuer && url.pathname.startsWith('/interaction/'));

/** The login screen in `language`, with the single sign-on button above the password form. */
async function loginScreen(context: BrowserContext, language: Language): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/login');
  await chooseLanguage(page, language);
  await ssoButton(page, language).waitFor();
  return page;
}

/** At the provider's own page (English: it is not ours), as the person would. */
async function authenticateAtProvider(page: Page, email: string) {
  await atProvider(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function expectSignedInAs(page: Page, language: Language, name: string) {
  const t = STRINGS[language];
  await page.waitForURL((url) => url.origin === app!.baseURL && url.pathname === '/');
  await page.getByRole('heading', { name: t.chat.title }).waitFor();
  // The account button shows the person's name and is named by it, then "Account menu".
  const account = page.getByRole('button', { name: t.account.menu });
  await account.waitFor();
  expect(await account.textContent()).toContain(name);
  expect(await page.locator('html').getAttribute('lang')).toBe(language);
  expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
}

describe.each(['en', 'ar'] as const)('single sign-on in %s', (language) => {
  const t = STRINGS[language];

  it('signs a member of the admin group in at the provider, shows the admin links, and signs out at the provider too', async () => {
    const context = await newContext(browser, app!.baseURL);
    try {
      const page = await loginScreen(context, language);
      // Beside the button, the password form is still there (LOCAL_LOGIN is not turned off).
      await page.getByLabel(t.auth.username).waitFor();
      await ssoButton(page, language).click();
      await authenticateAtProvider(page, FAHAD.email);
      await expectSignedInAs(page, language, FAHAD.name);
      await page.getByRole('link', { name: t.nav.admin }).waitFor();
      await page.getByRole('link', { name: t.nav.documentManager }).waitFor();

      // Signing out ends the session here, then at the provider, which sends the browser back to /login.
      await page.getByRole('button', { name: t.account.menu }).click();
      await page.getByRole('menuitem', { name: t.account.signOut }).click();
      await page.waitForURL((url) => url.origin === provider!.issuer && url.pathname.startsWith('/session/end'));
      await page.getByRole('button', { name: 'Yes, sign me out' }).click();
      await page.waitForURL((url) => url.origin === app!.baseURL && url.pathname === '/login');
      await ssoButton(page, language).waitFor();

      // The provider asks again who is there: an agent this time, without the admin links.
      await ssoButton(page, language).click();
      await authenticateAtProvider(page, NOURA.email);
      await expectSignedInAs(page, language, NOURA.name);
      await page.getByRole('link', { name: t.nav.knowledgeFiles }).waitFor();
      expect(await page.getByRole('link', { name: t.nav.admin }).count()).toBe(0);
      expect(await page.getByRole('link', { name: t.nav.documentManager }).count()).toBe(0);
      expectNoCspViolations(context);
    } finally {
      await context.close();
    }
  });

  it('says in the same language when the sign-in was cancelled at the provider, and nobody is signed in', async () => {
    const context = await newContext(browser, app!.baseURL);
    try {
      const page = await loginScreen(context, language);
      await ssoButton(page, language).click();
      await atProvider(page);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.waitForURL(
        (url) => url.origin === app!.baseURL && url.pathname === '/login' && url.searchParams.get('error') === 'denied',
      );
      const alert = page.getByRole('alert').filter({ hasText: t.auth.sso.failed });
      await alert.waitFor();
      expect(await alert.textContent()).toContain(t.auth.sso.errors.denied);
      expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
      const session = await page.evaluate(() => fetch('/api/auth/session').then((r) => r.json() as Promise<{ isAuthenticated: boolean }>));
      expect(session.isAuthenticated).toBe(false);
      await ssoButton(page, language).waitFor();
      expectNoCspViolations(context);
    } finally {
      await context.close();
    }
  });
});
