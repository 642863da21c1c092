import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Content Security Policy violations seen by the pages of a browser context, from both sides:
 * Chromium's console report ("Refused to … because it violates the following Content Security
 * Policy directive …") and the page's `securitypolicyviolation` events (which also carry
 * report-only violations). Every context made by `newContext` is watched; every journey ends with
 * `expectNoCspViolations`.
 */
const seen = new WeakMap<BrowserContext, string[]>();

const BINDING = '__kbReportCspViolation';

function watchPage(page: Page, violations: string[]) {
  page.on('console', (message) => {
    const text = message.text();
    if (/content security policy/i.test(text)) violations.push(`console on ${page.url()}: ${text}`);
  });
}

export async function watchCspViolations(context: BrowserContext): Promise<void> {
  const violations: string[] = [];
  seen.set(context, violations);
  // A CDP binding and an init script, so neither is itself subject to the page's policy.
  await context.exposeBinding(BINDING, ({ page }, report: string) => {
    violations.push(`event on ${page.url()}: ${report}`);
  });
  await context.addInitScript((binding: string) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = `${event.disposition} ${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`;
      (window as unknown as Record<string, (text: string) => void>)[binding]?.(report);
    });
  }, BINDING);
  for (const page of context.pages()) watchPage(page, violations);
  context.on('page', (page) => watchPage(page, violations));
}

export function cspViolations(context: BrowserContext): readonly string[] {
  const violations = seen.get(context);
  if (!violations) throw new Error('This browser context is not watched for CSP violations: create it with newContext.');
  return violations;
}

/** The journey's closing check: no page of the context broke (or would break) the policy. */
export function expectNoCspViolations(context: BrowserContext) {
  expect(cspViolations(context)).toEqual([]);
}
