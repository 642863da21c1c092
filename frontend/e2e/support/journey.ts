import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import type { Language } from '@kb/contracts';
import { launchBrowser, newContext, signIn } from './browser';

/** The seeded accounts the journeys sign in with, and their passwords. */
export const ACCOUNTS = { admin: 'admin123', agent: 'agent123', auditor: 'auditor123' } as const;
export type Account = keyof typeof ACCOUNTS;

/**
 * One Chromium for the enclosing describe block (or the whole file): launched before its tests,
 * after which `setup` opens the contexts and pages they use; closed after its tests.
 */
export function withBrowser(setup: (browser: Browser) => Promise<void>) {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    await setup(browser);
  });
  afterAll(async () => {
    await browser?.close();
  });
}

/** The app this worker's journeys run against (one per worker, see workers.ts). */
export function appURL(): string {
  const urls = inject('baseURLs');
  return urls[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % urls.length];
}

/** A fresh context on the app under test: own cookies and storage, watched for CSP violations. */
export const openContext = (browser: Browser): Promise<BrowserContext> => newContext(browser, appURL());

/** A new page of `context`, signed in as `account` with the UI in `language`. */
export async function signedInPage(context: BrowserContext, account: Account, language: Language): Promise<Page> {
  const page = await context.newPage();
  await signIn(page, account, ACCOUNTS[account], language);
  return page;
}

/** A fresh context with one page: signed in when `account` is given, else a blank anonymous page. */
export async function openSession(browser: Browser, account?: Account, language: Language = 'en') {
  const context = await openContext(browser);
  const page = account ? await signedInPage(context, account, language) : await context.newPage();
  return { context, page };
}
