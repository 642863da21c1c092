import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { STRINGS } from './support/browser';
import { expectNoCspViolations } from './support/csp';
import { openSession, withBrowser } from './support/journey';

let context: BrowserContext;
let page: Page;

withBrowser(async (browser) => {
  ({ context, page } = await openSession(browser));
});

describe('routing without a session', () => {
  it('shows the 404 page for an unknown path (English)', async () => {
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    expect(await page.getByText('Did you forget to add the page to the router?').count()).toBe(1);
  });

  it('shows the 404 page in Arabic, right to left', async () => {
    await page.evaluate(() => localStorage.setItem('language', 'ar'));
    await page.goto('/does/not/exist');
    await page.getByRole('heading', { name: STRINGS.ar.notFound.title }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.evaluate(() => localStorage.setItem('language', 'en'));
  });

  it('matches routes case-insensitively with a trailing slash and sends anonymous users to /login', async () => {
    await page.goto('/SAVED/');
    await page.getByRole('button', { name: STRINGS.en.auth.signIn }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('loads the client’s scripts compressed and cacheable for a year', async () => {
    await page.goto('/no-such-page');
    const script = await page.locator('script[type="module"][src]').first().getAttribute('src');
    const answer = await context.request.get(script!, { headers: { 'accept-encoding': 'gzip' } });
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-encoding']).toBe('gzip');
    expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    // Decompressed, it is the script the page runs.
    expect((await answer.body()).length).toBeGreaterThan(Number(answer.headers()['content-length']));
  });

  // Last, so it covers every page the journey opened.
  it('ran without a Content Security Policy violation', () => expectNoCspViolations(context));
});
