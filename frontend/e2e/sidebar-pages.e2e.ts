import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONVERSATIONS_PAGE_SIZE } from '@kb/contracts';
import { launchBrowser, newContext, signIn } from './support/browser';
import { expectNoCspViolations } from './support/csp';
import { appURL } from './support/journey';

let browser: Browser;
let context: BrowserContext;
let page: Page;

const rows = () => page.locator('[data-testid="conversation-list"] [data-conversation-id]');

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser, appURL());
  page = await context.newPage();
  await signIn(page, 'auditor', 'auditor123', 'en');
});
afterAll(async () => {
  await browser?.close();
});

describe('the sidebar conversation list in pages', () => {
  it('shows one page, then more as the list is scrolled to its end', async () => {
    // More than a page of conversations, created from the page itself (same origin, its session).
    const titles = Array.from({ length: CONVERSATIONS_PAGE_SIZE + 15 }, (_, i) => `Paged ${String(i).padStart(3, '0')}`);
    await page.evaluate(async (list) => {
      for (const title of list) {
        const response = await fetch('/api/conversations', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ id: crypto.randomUUID(), title }),
        });
        if (!response.ok) throw new Error(`POST /api/conversations answered ${response.status}`);
      }
    }, titles);
    await page.reload();
    await rows().first().waitFor();
    expect(await rows().count()).toBe(CONVERSATIONS_PAGE_SIZE);
    // The oldest one created here is beyond the first page.
    expect(await rows().filter({ hasText: titles[0] }).count()).toBe(0);

    await page.locator('[data-testid="conversation-list"]').evaluate((list) => list.scrollTo({ top: list.scrollHeight }));
    await rows().filter({ hasText: titles[0] }).first().waitFor();
    const ids = await rows().evaluateAll((items) => items.map((item) => item.getAttribute('data-conversation-id')));
    expect(ids.length).toBeGreaterThan(CONVERSATIONS_PAGE_SIZE);
    expect(new Set(ids).size).toBe(ids.length);
  });

  // Last, so it covers every page the journey opened.
  it('ran without a Content Security Policy violation', () => expectNoCspViolations(context));
});
