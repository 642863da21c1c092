import axe, { type RunOptions } from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SendMessageResponse } from '@kb/contracts';
import { STRINGS } from './support/browser';
import { QUESTIONS } from './support/chat';
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
  const result = await page.evaluate((options) => (window as unknown as { axe: typeof axe }).axe.run(document, options), {
    runOnly,
    resultTypes: ['violations'],
  } satisfies RunOptions);
  return result.violations.map(
    (v) =>
      `${where}: ${v.id} (${v.impact}) ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
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

/**
 * The screens and states issue 48 added: an answer's source beside the chat (a sheet at 390 px),
 * Quick Actions about the open conversation, a conversation that is not available, Saved with items
 * and its saved copy, the timeline's document picker, and the failed sign-in toast.
 */
for (const language of ['en', 'ar'] as const) {
  const t = STRINGS[language];
  describe(`accessibility of issue 48's screens, UI in ${language}`, () => {
    it('has no WCAG 2.2 A/AA violation axe-core can find, wide and narrow, light and dark', async () => {
      const context = await openContext(browser);
      try {
        await followSystemTheme(context);
        const found: string[] = [];
        const anonymous = await context.newPage();
        await anonymous.goto('/login');
        await anonymous.getByLabel(STRINGS.en.auth.username).or(anonymous.getByLabel(STRINGS.ar.auth.username)).fill('admin');
        await anonymous.locator('input[type="password"]').fill('not-the-password');
        await anonymous.locator('form button[type="submit"]').click();
        await anonymous.getByTestId('toast').waitFor();
        found.push(...(await violations(anonymous, '/login with the failed sign-in toast')));
        await anonymous.emulateMedia({ colorScheme: 'dark' });
        await settle(anonymous);
        found.push(...(await violations(anonymous, '/login with the failed sign-in toast, dark', COLOUR_RULES)));
        await anonymous.close();

        const page = await signedInPage(context, 'admin', language);
        const asked = await page.evaluate(async (content) => {
          const res = await fetch('/api/messages', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ content }),
          });
          return (await res.json()) as SendMessageResponse;
        }, QUESTIONS[language]);
        await page.evaluate(
          async (ids) => {
            for (const messageId of ids)
              await fetch('/api/saved', {
                method: 'POST',
                headers: { 'Content-Type': 'application/json' },
                body: JSON.stringify({ messageId }),
              });
          },
          [asked.assistantMessage.id, asked.userMessage.id],
        );

        await page.goto(`/c/${asked.conversationId}`);
        await page.locator(`[data-message-id="${asked.assistantMessage.id}"] [data-source-open]`).first().click();
        await page.getByTestId('source-text').waitFor();
        found.push(...(await checkEveryWay(page, 'the chat with a source open')));
        await page.setViewportSize({ width: WIDTHS[0], height: 900 });
        await page.getByRole('button', { name: t.sourcePanel.close }).click();

        await page.getByRole('button', { name: t.quickActions.open }).click();
        await page.getByTestId('quick-actions-conversation').waitFor();
        found.push(...(await checkEveryWay(page, 'Quick Actions on a conversation')));
        await page.setViewportSize({ width: WIDTHS[0], height: 900 });
        await page.keyboard.press('Escape');

        await openInApp(page, `/c/${crypto.randomUUID()}`, '[data-testid="conversation-unavailable"]');
        found.push(...(await checkEveryWay(page, 'a conversation not available')));

        await openInApp(page, '/saved', '[data-testid="saved-list"]');
        found.push(...(await checkEveryWay(page, '/saved with items')));
        await page.setViewportSize({ width: WIDTHS[0], height: 900 });
        await page.evaluate(async (id) => fetch(`/api/conversations/${id}`, { method: 'DELETE' }), asked.conversationId);
        await page.getByRole('button', { name: t.saved.read }).first().click();
        await page.getByTestId('saved-copy').waitFor();
        found.push(...(await checkEveryWay(page, 'the saved copy of a deleted conversation')));
        await page.setViewportSize({ width: WIDTHS[0], height: 900 });
        await page.keyboard.press('Escape');

        await openInApp(page, '/audit', 'tbody tr');
        await page.getByRole('tab', { name: t.audit.tabs.timeline }).click();
        await page.getByRole('searchbox', { name: t.audit.timeline.documentTitle }).fill(language === 'en' ? 'leave' : 'الإجازة');
        await page.getByTestId('timeline-document-results').getByRole('button').first().click();
        await page.getByTestId('timeline-content').waitFor();
        found.push(...(await checkEveryWay(page, 'the timeline found by title')));
        expect(found).toEqual([]);
      } finally {
        await context.close();
      }
    }, 300_000);
  });
}
