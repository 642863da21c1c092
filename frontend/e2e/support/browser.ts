import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { Language } from '@kb/contracts';
import { ar } from '../../src/shared/i18n/locales/ar';
import { en } from '../../src/shared/i18n/locales/en';
import { watchCspViolations } from './csp';

export const CHROMIUM_PATH = '/usr/bin/chromium';

export const STRINGS = { en, ar } as const;

/**
 * A translated template filled in as the app fills it: `{{name}}` takes the value as it is,
 * `{{name, number}}` the number in the UI's locale (ar-KW writes Arabic-Indic digits).
 */
export function fill(template: string, values: Record<string, string | number>, language: Language): string {
  const numbers = new Intl.NumberFormat(language === 'ar' ? 'ar-KW' : 'en-US');
  return template.replace(/\{\{(\w+)(, number)?\}\}/g, (whole, name: string, number?: string) => {
    if (!(name in values)) return whole;
    return number ? numbers.format(Number(values[name])) : String(values[name]);
  });
}

function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** The Chromium of this worker process, launched by its first journey file and kept for the next ones. */
let workerChromium: Promise<Browser> | undefined;

/**
 * The browser a journey file works in: the worker's one Chromium (the files of a worker share their
 * modules, vitest.e2e.config.ts), each file in contexts of its own. Its `close` closes the contexts the
 * file opened, not Chromium: a launch cost about 0.8 s of CPU, and 45 files and blocks launched one.
 */
export async function launchBrowser(): Promise<Browser> {
  workerChromium ??= launchChromium();
  const shared = await workerChromium;
  const before = new Set(shared.contexts());
  const closeOwnContexts = async () => {
    await Promise.all(
      shared
        .contexts()
        .filter((context) => !before.has(context))
        .map((context) => context.close()),
    );
  };
  return new Proxy(shared, {
    get(target, property) {
      if (property === 'close') return closeOwnContexts;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * A fresh context (own cookies and localStorage) at a wide desktop size, watched for Content
 * Security Policy violations (`expectNoCspViolations` ends every journey).
 */
export async function newContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  await watchCspViolations(context);
  return context;
}

/** Picks a language with the header/login language switcher, as a user would. */
export async function chooseLanguage(page: Page, language: Language) {
  const current = (await page.locator('html').getAttribute('lang')) ?? 'en';
  if (current === language) return;
  await page.getByRole('button', { name: new RegExp(`^${STRINGS[current as Language].header.language}:`) }).click();
  await page.getByRole('menuitemradio', { name: STRINGS[language].language[language] }).click();
  await page.waitForFunction((lng) => document.documentElement.lang === lng, language);
}

/** Signs in with the login form, language chosen there first: the journeys about signing in itself. */
export async function signInWithForm(page: Page, username: string, password: string, language: Language) {
  const t = STRINGS[language];
  await page.goto('/login');
  await chooseLanguage(page, language);
  await page.getByLabel(t.auth.username).fill(username);
  await page.getByLabel(t.auth.password).fill(password);
  await page.getByRole('button', { name: t.auth.signIn }).click();
  await page.getByRole('heading', { name: t.chat.title }).waitFor();
}

/**
 * Signs in through the API (the session cookie lands in the page's context), opens the chat and
 * picks `language` with the header's switcher: one page load where the form took two screens (about
 * 0.5 s of CPU and 1.2 s less a sign-in, and the journeys sign in about 60 times). The form itself is
 * `signInWithForm`'s, for the journeys about signing in.
 */
export async function signIn(page: Page, username: string, password: string, language: Language) {
  const response = await page.request.post('/api/auth/login', { data: { username, password } });
  if (!response.ok()) throw new Error(`Signing ${username} in failed: ${response.status()} ${await response.text()}`);
  await page.goto('/');
  const titles = (['en', 'ar'] as const).map((lng) => STRINGS[lng].chat.title);
  await page.getByRole('heading', { name: new RegExp(`^(${titles.join('|')})$`) }).waitFor();
  await chooseLanguage(page, language);
  await page.getByRole('heading', { name: STRINGS[language].chat.title }).waitFor();
}

/** Waits until `text` appears in the locator's text (Playwright's auto-waiting expect is not used here). */
export async function waitForText(page: Page, selector: string, text: string, timeout = 30_000) {
  await page.waitForFunction(
    ([sel, expected]) => Array.from(document.querySelectorAll(sel)).some((el) => el.textContent?.includes(expected)),
    [selector, text] as const,
    { timeout },
  );
}
