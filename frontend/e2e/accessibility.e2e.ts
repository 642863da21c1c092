import axe, { type RunOptions } from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openContext, signedInPage, withBrowser } from './support/journey';
import { followSystemTheme, openInApp, SCREENS } from './support/screens';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: what axe-core checks automatically. */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const WIDTHS = [1440, 390] as const;
const THEMES = ['light', 'dark'] as const;

let browser: Browser;
withBrowser(async (b) => {
  browser = b;
});

/**
 * The rules among those that look at colours (axe's `cat.color`: contrast, links told apart by colour
 * alone). A theme changes colours only, never the page's structure, names or roles, so the second
 * theme at a width is checked with these alone.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe-core run in the page itself, injected once per load. (`@axe-core/playwright`'s AxeBuilder, used
 * before, injects it again for every check and finishes each run in a new blank page: 1–2.5 s a
 * check against 0.05–0.7 s here, the same rules and findings.)
 */
async function violations(page: Page, where: string, rules?: string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const runOnly = rules ? { type: 'rule' as const, values: rules } : { type: 'tag' as const, values: WCAG };
  const result = await page.evaluate((options) => (window as unknown as { axe: typeof axe }).axe.run(document, options), { runOnly, resultTypes: ['violations'] } satisfies RunOptions);
  return result.violations.map((v) => `${where}: ${v.id} (${v.impact}) ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

/**
 * What a resize or a colour-scheme change re-renders has been painted and its colour transitions
 * have ended (axe reads the computed colours: mid-transition they are neither theme's).
 */
async function settle(page: Page) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'));
}

/**
 * The screen as it is now, wide and narrow, light and dark (the theme follows the system, so
 * `emulateMedia` switches it without a reload): one visit per screen, every WCAG rule at each width in
 * the first theme, the colour rules in the second.
 */
async function checkEveryWay(page: Page, where: string): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const theme of THEMES) {
      await page.emulateMedia({ colorScheme: theme });
      // The theme really is the one under test: a dark page has a dark background.
      await page.waitForFunction((dark) => {
        const red = Number(/\d+/.exec(getComputedStyle(document.body).backgroundColor)?.[0] ?? 255);
        return dark ? red < 100 : red > 155;
      }, theme === 'dark');
      await settle(page);
      found.push(...(await violations(page, `${where} at ${width}px, ${theme}`, theme === THEMES[0] ? undefined : COLOUR_RULES)));
    }
  }
  return found;
}

for (const language of ['en', 'ar'] as const) {
  describe(`accessibility, UI in ${language}`, () => {
    it('every screen, wide and narrow, light and dark, has no WCAG 2.2 A/AA violation axe-core can find', async () => {
      const context = await openContext(browser);
      try {
        await followSystemTheme(context);
        const found: string[] = [];
        const anonymous = await context.newPage();
        await anonymous.goto('/login');
        await anonymous.locator('form').first().waitFor();
        found.push(...(await checkEveryWay(anonymous, '/login')));
        await anonymous.close();
        const page = await signedInPage(context, 'admin', language);
        expect(await page.locator('html').getAttribute('lang')).toBe(language);
        for (const { path, ready } of SCREENS) {
          await page.setViewportSize({ width: WIDTHS[0], height: 900 });
          await openInApp(page, path, ready);
          found.push(...(await checkEveryWay(page, path)));
        }
        expect(found).toEqual([]);
      } finally {
        await context.close();
      }
    }, 300_000);
  });
}
