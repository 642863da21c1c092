import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@kb/contracts';
import { STRINGS, waitForText } from './support/browser';
import { openContext, signedInPage, withBrowser } from './support/journey';
import { followSystemTheme, shootAll } from './support/screens';

let browser: Browser;
withBrowser(async (b) => {
  browser = b;
});

/** Each language renames its own shipped category and adds its own new one. */
const CASES = {
  en: {
    code: 'marketing',
    renamed: { en: 'Marketing & Brand', ar: 'التسويق والعلامة التجارية' },
    added: { en: 'Network Operations', ar: 'عمليات الشبكة' },
  },
  ar: {
    code: 'legal_documents',
    renamed: { en: 'Legal & Compliance', ar: 'الشؤون القانونية والامتثال' },
    added: { en: 'Retail Stores', ar: 'متاجر التجزئة' },
  },
} as const;

const optionTexts = (page: Page, label: string) => page.getByRole('combobox', { name: label }).locator('option').allTextContents();

describe.each(['en', 'ar'] as const)('Manage Categories in %s', (language: Language) => {
  const t = STRINGS[language];
  const c = CASES[language];
  let adminContext: BrowserContext;
  let agentContext: BrowserContext;
  let admin: Page;
  let agent: Page;

  beforeAll(async () => {
    adminContext = await openContext(browser);
    await followSystemTheme(adminContext);
    admin = await signedInPage(adminContext, 'admin', language);
    agentContext = await openContext(browser);
    agent = await signedInPage(agentContext, 'agent', language);
    await agent.goto('/library');
    await agent.getByRole('combobox', { name: t.documents.category }).waitFor();
  });
  afterAll(async () => {
    await admin.evaluate(
      async ({ code, original }) => {
        await fetch(`/api/categories/${code}`, {
          method: 'PATCH',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(original),
        });
      },
      {
        code: c.code,
        original: language === 'en' ? { en: 'Marketing', ar: 'التسويق' } : { en: 'Legal Documents', ar: 'المستندات القانونية' },
      },
    );
    await adminContext?.close();
    await agentContext?.close();
  });

  it("renames a category in both languages: the agent's open filter shows the new name at once", async () => {
    await admin.goto('/document-manager');
    await admin.getByRole('button', { name: t.documentManager.manageCategories }).click();
    const dialog = admin.getByTestId('categories-dialog');
    const oldName = language === 'ar' ? (c.code === 'legal_documents' ? 'المستندات القانونية' : 'التسويق') : 'Marketing';
    await dialog.getByRole('button', { name: t.categoriesAdmin.renameOf.replace('{{name}}', oldName) }).click();
    const form = dialog.getByTestId('rename-category-form');
    await form.getByLabel(t.categoriesAdmin.english).fill(c.renamed.en);
    await form.getByLabel(t.categoriesAdmin.arabic).fill(c.renamed.ar);
    await form.getByRole('button', { name: t.categoriesAdmin.save }).click();
    await waitForText(admin, `[data-testid="categories-dialog"] tr[data-category="${c.code}"]`, c.renamed[language]);
    // Live in the agent's filter, without a reload.
    await agent.waitForFunction(
      ([label, name]) =>
        [...document.querySelectorAll('select')].some(
          (s) => s.closest('label')?.textContent?.includes(label) && [...s.options].some((o) => o.text === name),
        ),
      [t.documents.category, c.renamed[language]] as const,
    );
    await shootAll(admin, 'categories-renamed', language);
  });

  it('adds a category (a name in use is refused at its field), offered in every filter and form, then retires it', async () => {
    const dialog = admin.getByTestId('categories-dialog');
    const add = dialog.getByTestId('add-category-form');
    await add.getByLabel(t.categoriesAdmin.english).fill(c.added.en);
    await add.getByLabel(t.categoriesAdmin.arabic).fill(language === 'ar' ? 'المالية' : 'المالية');
    await add.getByRole('button', { name: t.categoriesAdmin.add }).click();
    await waitForText(
      admin,
      '[data-testid="add-category-form"] [role="alert"]',
      language === 'ar' ? 'هناك فئة أخرى باسم "المالية"' : 'Another category is already called "المالية"',
    );
    await shootAll(admin, 'categories-error', language);
    await add.getByLabel(t.categoriesAdmin.arabic).fill(c.added.ar);
    await add.getByRole('button', { name: t.categoriesAdmin.add }).click();
    const code = c.added.en.toLowerCase().replace(/[^a-z0-9]+/g, '_');
    await dialog.locator(`tr[data-category="${code}"]`).waitFor();
    await agent.waitForFunction(
      (name) => [...document.querySelectorAll('select option')].some((o) => o.textContent === name),
      c.added[language],
    );
    expect(await optionTexts(agent, t.documents.category)).toContain(c.added[language]);

    await dialog.getByRole('button', { name: t.categoriesAdmin.retireOf.replace('{{name}}', c.added[language]) }).click();
    await waitForText(admin, `[data-testid="categories-dialog"] tr[data-category="${code}"]`, t.categoriesAdmin.retired);
    await shootAll(admin, 'categories-retired', language);
    await dialog.getByRole('button', { name: t.common.close, exact: true }).last().click();
    await dialog.waitFor({ state: 'detached' });
    // Retired: no longer offered for a new document, still in the filters to find what is filed under it.
    await admin.getByRole('button', { name: t.documentManager.addDocument }).click();
    const form = admin.getByRole('dialog', { name: t.documentManager.addTitle });
    const choices = await form.getByRole('combobox', { name: t.documents.category }).locator('option').allTextContents();
    expect(choices).toContain(c.renamed[language]);
    expect(choices).not.toContain(c.added[language]);
    await admin.keyboard.press('Escape');
    await form.waitFor({ state: 'detached' });
    expect(await optionTexts(admin, t.documents.category)).toContain(c.added[language]);
  });
});
