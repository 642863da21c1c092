import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KnowledgeFile, Language } from '@kb/contracts';
import { launchBrowser, STRINGS } from './support/browser';
import { ask } from './support/chat';
import { openSession } from './support/journey';
import { screenshot } from './support/screens';

// Issue 30: an answer from a knowledge file cites the file as a file: its icon and name, a link that
// downloads it, never "no longer available" while it exists, and no document lookup (no 404) for it.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const FACTS: Record<Language, { name: string; text: string; question: string }> = {
  en: {
    name: 'Ostrander kiosk circular.txt',
    text: 'The Ostrander kiosk opens at 07:20 every Saturday.',
    question: 'When does the Ostrander kiosk open?',
  },
  ar: { name: 'تعميم كشك أوستراندر.txt', text: 'يفتح كشك أوستراندر الساعة 07:20 كل يوم سبت.', question: 'متى يفتح كشك أوستراندر؟' },
};

async function uploadReady(page: Page, name: string, text: string): Promise<KnowledgeFile> {
  const created = await page.request.post('/api/knowledge-files', {
    multipart: { file: { name, mimeType: 'text/plain', buffer: Buffer.from(text, 'utf8') } },
  });
  expect(created.status()).toBe(201);
  const file = (await created.json()) as KnowledgeFile;
  for (let i = 0; i < 200; i++) {
    const list = (await (await page.request.get('/api/knowledge-files')).json()) as KnowledgeFile[];
    const now = list.find((f) => f.id === file.id);
    if (now?.status === 'ready') return now;
    await page.waitForTimeout(100);
  }
  throw new Error(`${name} never became ready`);
}

describe.each(['en', 'ar'] as const)('an answer cites a knowledge file as a file (%s)', (language) => {
  it("shows the file's icon and name with a working download link; nothing answers 404", async () => {
    const { context, page } = await openSession(browser, 'agent', language);
    const notFound: string[] = [];
    const documentLookups: string[] = [];
    page.on('response', (r) => {
      if (r.status() === 404) notFound.push(r.url());
    });
    page.on('request', (r) => {
      if (/\/api\/documents\/[^/?]+$/.test(new URL(r.url()).pathname)) documentLookups.push(r.url());
    });
    const facts = FACTS[language];
    const file = await uploadReady(page, facts.name, facts.text);
    await page.goto('/');
    const reply = await ask(page, facts.question, language);
    expect(reply.assistantMessage.content).toContain('07:20');
    const source = reply.assistantMessage.sourceDocs.find((s) => s.id === file.id);
    expect(source).toMatchObject({ kind: 'file', title: facts.name });

    const bubble = page.locator(`[data-message-id="${reply.assistantMessage.id}"]`);
    const cited = bubble.locator('[data-source-kind="file"]');
    // The file opens beside the chat (issue 48): its text with the quoted passage marked, and its download.
    await bubble.getByRole('button', { name: facts.name }).click();
    const panel = page.getByTestId('source-panel');
    await panel.getByTestId('source-text').waitFor();
    expect(await cited.locator('svg').count()).toBe(1);
    expect(await bubble.getByText(STRINGS[language].chat.sourceUnavailable).count()).toBe(0);
    expect(await bubble.textContent()).not.toContain('knowledge_file');
    expect(await panel.locator('mark').allTextContents()).toEqual(expect.arrayContaining([expect.stringContaining('07:20')]));
    // The link downloads the file's exact bytes, as the user clicking it would.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('link', { name: STRINGS[language].sourcePanel.downloadFile }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(facts.name);
    const { readFile } = await import('node:fs/promises');
    expect((await readFile((await download.path())!)).toString('utf8')).toBe(facts.text);
    await screenshot(page, `/work/screens/30/file-source-${language}.png`);

    // Deleted: the name stays, marked deleted; what the answer quoted still opens beside the chat.
    expect((await page.request.delete(`/api/knowledge-files/${file.id}`)).status()).toBe(204);
    await page.reload();
    const gone = page.locator(`[data-message-id="${reply.assistantMessage.id}"] [data-source-kind="file"][data-source-gone="deleted"]`);
    await gone.getByText(facts.name).waitFor();
    await gone.getByText(STRINGS[language].chat.sourceDeleted).waitFor();

    // Nothing about the file answers 404, and the file is never looked up as a document. (Other
    // journeys leave the agent conversations citing documents they archived: those lookups and their
    // 404s are the documents' own "no longer available", not this file's.)
    expect(notFound.filter((url) => url.includes(file.id) || url.includes('/api/knowledge-files'))).toEqual([]);
    expect(documentLookups.filter((url) => url.includes(file.id))).toEqual([]);
    await context.close();
  });
});
