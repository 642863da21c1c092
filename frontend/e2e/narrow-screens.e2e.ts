import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openContext, signedInPage, withBrowser } from './support/journey';
import { followSystemTheme, openInApp, SCREENS, shootAll } from './support/screens';

let browser: Browser;
withBrowser(async (b) => {
  browser = b;
});

for (const language of ['en', 'ar'] as const) {
  describe(`every screen at 390 px, UI in ${language}`, () => {
    it('fits the screen: nothing is pushed off the side, a wide table scrolls in its own box', async () => {
      const context = await openContext(browser);
      try {
        const page = await signedInPage(context, 'admin', language);
        await page.setViewportSize({ width: 390, height: 844 });
        const overflowing: string[] = [];
        for (const { path, ready } of SCREENS) {
          await openInApp(page, path, ready);
          const { page: pageWidth, screen } = await page.evaluate(() => ({
            page: document.documentElement.scrollWidth,
            screen: document.documentElement.clientWidth,
          }));
          if (pageWidth > screen) overflowing.push(`${path}: ${pageWidth} px wide on a ${screen} px screen`);
          // A table wider than the screen sits in a box that scrolls sideways, so every column can still be reached.
          const unreachable = await page.evaluate(
            () =>
              [...document.querySelectorAll('table')].filter((table) => {
                if (table.getBoundingClientRect().width <= document.documentElement.clientWidth) return false;
                for (let box = table.parentElement; box; box = box.parentElement) {
                  const overflow = getComputedStyle(box).overflowX;
                  if (overflow === 'auto' || overflow === 'scroll') return box.scrollWidth <= box.clientWidth;
                }
                return true;
              }).length,
          );
          if (unreachable) overflowing.push(`${path}: ${unreachable} table(s) wider than the screen with no sideways scroll`);
        }
        expect(overflowing).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it('shows the wide tables as cards at 390 px: no sideways scroll, the status in sight', async () => {
      const context = await openContext(browser);
      await followSystemTheme(context);
      try {
        const page = await signedInPage(context, 'admin', language);
        for (const path of ['/library', '/document-manager', '/audit']) {
          await page.setViewportSize({ width: 390, height: 844 });
          await openInApp(page, path, 'tbody tr');
          const found = await page.evaluate(() => {
            const width = document.documentElement.clientWidth;
            const scrolling = [...document.querySelectorAll('table')].filter(
              (t) => t.parentElement && t.parentElement.scrollWidth > t.parentElement.clientWidth,
            ).length;
            const status = document.querySelector('tbody tr [data-status]')?.getBoundingClientRect();
            return { scrolling, statusInSight: status ? status.left >= 0 && status.right <= width : null };
          });
          expect(found.scrolling, path).toBe(0);
          if (path !== '/audit') expect(found.statusInSight, path).toBe(true);
          await shootAll(page, `cards${path.replace('/', '-')}`, language);
        }
      } finally {
        await context.close();
      }
    });
  });
}
