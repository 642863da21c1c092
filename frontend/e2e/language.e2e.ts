import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseLanguage, STRINGS } from './support/browser';
import { expectNoCspViolations } from './support/csp';
import { openSession, withBrowser } from './support/journey';

let context: BrowserContext;
let page: Page;

withBrowser(async (browser) => {
  ({ context, page } = await openSession(browser, 'admin', 'en'));
});

const dir = () => page.locator('html').getAttribute('dir');

describe('switching language', () => {
  it('flips the direction and mirrors the layout', async () => {
    const sidebarX = async () => (await page.locator('nav').first().boundingBox())!.x;
    const ltrX = await sidebarX();
    await chooseLanguage(page, 'ar');
    expect(await dir()).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    await page.getByRole('heading', { name: STRINGS.ar.chat.title }).waitFor();
    // The sidebar moves from the left edge to the right edge.
    expect(ltrX).toBeLessThan(100);
    expect(await sidebarX()).toBeGreaterThan(1000);
  });

  it('gives portals (menus) the direction too', async () => {
    await page.getByRole('button', { name: new RegExp(STRINGS.ar.account.menu) }).click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(await menu.getAttribute('dir')).toBe('rtl');
    await page.keyboard.press('Escape');
  });

  it('keeps the choice after a reload', async () => {
    await page.reload();
    await page.getByRole('heading', { name: STRINGS.ar.chat.title }).waitFor();
    expect(await dir()).toBe('rtl');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ar');
  });

  it('switches back to English, left to right', async () => {
    await chooseLanguage(page, 'en');
    expect(await dir()).toBe('ltr');
    await page.getByRole('heading', { name: STRINGS.en.chat.title }).waitFor();
  });

  it('offers an admin the Admin Panel from the account menu', async () => {
    await page.getByRole('button', { name: new RegExp(STRINGS.en.account.menu) }).click();
    await page.getByRole('menuitem', { name: STRINGS.en.account.adminPanel }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('heading', { name: STRINGS.en.placeholder.admin }).waitFor();
  });

  // Last, so it covers every page the journey opened.
  it('ran without a Content Security Policy violation', () => expectNoCspViolations(context));
});
