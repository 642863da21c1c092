import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY } from '@kb/contracts';
import { openContext, signedInPage, withBrowser } from './support/journey';
import { SCREENS } from './support/screens';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: what axe-core checks automatically. */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const WIDTHS = [1440, 390] as const;

let browser: Browser;
withBrowser(async (b) => {
  browser = b;
});

/** Each violated rule with the first few elements that break it: what a developer needs to fix it. */
async function violations(page: Page, where: string): Promise<string[]> {
  const { violations: found } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return found.map((v) => `${where}: ${v.id} (${v.impact}) ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

for (const language of ['en', 'ar'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    describe(`accessibility, UI in ${language}, ${theme} theme`, () => {
      it('every screen, wide and narrow, has no WCAG 2.2 A/AA violation axe-core can find', async () => {
        const context = await openContext(browser);
        try {
          await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [THEME_STORAGE_KEY, theme] as const);
          const anonymous = await context.newPage();
          await anonymous.goto('/login');
          await anonymous.locator('form').first().waitFor();
          const found: string[] = [];
          for (const width of WIDTHS) {
            await anonymous.setViewportSize({ width, height: 900 });
            found.push(...(await violations(anonymous, `/login at ${width}px`)));
          }
          await anonymous.close();
          const page = await signedInPage(context, 'admin', language);
          // The theme really is the one under test: a dark page has a dark background.
          const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
          const red = Number(/\d+/.exec(background)?.[0] ?? 255);
          expect(theme === 'dark' ? red < 100 : red > 155, `${theme} theme background ${background}`).toBe(true);
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: 900 });
            for (const { path, ready } of SCREENS) {
              await page.goto(path);
              await page.locator(ready).first().waitFor();
              found.push(...(await violations(page, `${path} at ${width}px`)));
            }
          }
          expect(found).toEqual([]);
        } finally {
          await context.close();
        }
      }, 300_000);
    });
  }
}
