import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { Language } from '@kb/contracts';

/**
 * Screenshots are for people reviewing the screens (issues 28 to 31); no journey asserts on them.
 * They are taken with E2E_SCREENSHOTS=1 or a SCREENS_DIR given, and skipped otherwise (`npm test`,
 * CI): each one, with the pause before it, cost about half a second of a run.
 */
export const TAKE_SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1' || Boolean(process.env.SCREENS_DIR);

/** A screenshot of the page (or one element) to `path`, when screenshots are wanted. */
export async function screenshot(target: Page | Locator, path: string): Promise<void> {
  if (!TAKE_SCREENSHOTS) return;
  mkdirSync(dirname(path), { recursive: true });
  await target.screenshot({ path });
}

/** Where issue 31's screenshots go (outside the repository). */
export const SCREENS_DIR = process.env.SCREENS_DIR ?? '/work/screens/31b';

/** Theme "system" unless the person chose one, so `emulateMedia` can switch light and dark without a reload. */
export async function followSystemTheme(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    if (!localStorage.getItem('knowledge-base-theme')) localStorage.setItem('knowledge-base-theme', 'system');
  });
}

/** The screen as it is now at 1440 and 390 px, light and dark: `<name>-<language>-<width>-<scheme>.png`. */
export async function shootAll(page: Page, name: string, language: Language): Promise<void> {
  const before = page.viewportSize() ?? { width: 1440, height: 900 };
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      if (!TAKE_SCREENSHOTS) continue;
      await page.waitForTimeout(200);
      await screenshot(page, `${SCREENS_DIR}/${name}-${language}-${width}-${colorScheme}.png`);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(before);
}

/** Every screen an admin reaches, and what shows that it has its content (a wide table, where it has one). */
export const SCREENS: { path: string; ready: string }[] = [
  { path: '/', ready: 'textarea' },
  { path: '/library', ready: 'tbody tr' },
  { path: '/saved', ready: 'h1' },
  { path: '/training', ready: 'h1' },
  { path: '/knowledge-files', ready: 'h1' },
  { path: '/document-manager', ready: 'tbody tr' },
  { path: '/knowledge-base', ready: 'tbody tr' },
  { path: '/audit', ready: 'tbody tr' },
  { path: '/admin', ready: 'h1' },
  { path: '/simple-chat', ready: 'h1' },
];

/**
 * Opens `path` in the app already loaded in `page` the way its own links do (history + popstate, no
 * reload), and waits for that screen's `ready` element: a new one, not the previous screen's.
 */
export async function openInApp(page: Page, path: string, ready: string): Promise<void> {
  if (new URL(page.url()).pathname === path) return void (await page.locator(ready).first().waitFor());
  await page.evaluate(
    ([to, sel]) => {
      for (const el of document.querySelectorAll(sel)) el.setAttribute('data-e2e-before', '');
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate', { state: null }));
    },
    [path, ready] as const,
  );
  await page.waitForFunction((to) => location.pathname === to, path);
  await page.locator(`${ready}:not([data-e2e-before])`).first().waitFor();
}
