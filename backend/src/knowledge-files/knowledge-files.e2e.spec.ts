import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_FOUND_REPLY, type KnowledgeFile, type KnowledgeFileTextExtracted } from '@kb/contracts';
import { Database } from '../database/database.js';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port.js';
import { docxFile } from '../documents/testing/fixture-files.js';
import { legacyWordDocument } from '../documents/testing/legacy-doc.js';
import { foldArabic } from '../assistant/analysis.js';
import { signIn, type Client } from '../testing/http.js';
import { LiveTab } from '../testing/live-client.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { FileExtraction } from './commands/record-extraction/file-extraction.js';
import { ChromiumFiles } from './testing/chromium-files.js';
import { scannedPdf } from './testing/scanned-pdf.js';

let t: TestApp;
let agent: Client;
let other: Client;
let admin: Client;
let chromium: ChromiumFiles;
let store: EventStore;
let db: Database;

const utf8 = (s: string) => new TextEncoder().encode(s);

async function upload(
  who: Client,
  name: string,
  bytes: Uint8Array,
  fields: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const res = await fetch(`${t.url}/api/knowledge-files`, { method: 'POST', headers: { cookie: who.cookie, ...headers }, body: form });
  return { status: res.status, body: (await res.json()) as KnowledgeFile & { message?: string } };
}

/** Every queued extraction finished (the extraction reactor's own signal, not a sleep). */
const extracted = () => t.app.get(FileExtraction, { strict: false }).idle();
const list = async (who: Client) => (await who.get('/api/knowledge-files')).body as KnowledgeFile[];
async function ask(who: Client, question: string) {
  const res = await who.post('/api/messages', { content: question });
  expect(res.status).toBe(200);
  return res.body.assistantMessage as { content: string; sourceDocs: { id: string; title: string; kind?: string }[] };
}
const cites = (reply: { sourceDocs: { id: string }[] }, id: string) => reply.sourceDocs.some((s) => s.id === id);

beforeAll(async () => {
  t = await startTestApp();
  agent = await signIn(t.url, 'agent');
  admin = await signIn(t.url, 'admin');
  other = await signIn(t.url, 'auditor');
  chromium = await ChromiumFiles.launch();
  store = t.app.get(EVENT_STORE, { strict: false });
  db = t.app.get(Database, { strict: false });
}, 60_000);
afterAll(async () => {
  await chromium?.close();
  await t?.close();
});

const ARABIC_PDF = [
  'تبلغ رسوم صالة زفيرين 7 دنانير كويتية في اليوم.',
  'يمكن تفعيل خدمة Zephyr Plus عبر تطبيق الشركة خلال 24 ساعة.',
  'The Zephyrine lounge pass costs 7 KWD per day.',
];
/** A scan with no text layer: an English page (JPEG, as scanners store them) and an Arabic page (PNG), each a picture at 300 dpi. */
const SCANNED_PAGES = ['The Sorrel harbour permit costs 40 dinars a year.', 'يفتح مكتب تصاريح ميناء سوريل الساعة الثامنة صباحا.'];

describe('knowledge files, as a user meets them', () => {
  const uploaded = new Map<string, KnowledgeFile>();

  it('uploads every accepted type (201, processing), reads each, pushes each change to the owner only, and the main chat answers from each naming the file', async () => {
    const mine = new LiveTab(t.url, agent.cookie);
    const theirs = new LiveTab(t.url, other.cookie);
    await Promise.all([mine.connected(), theirs.connected()]);
    const cases: Array<[string, Uint8Array, string, RegExp]> = [
      [
        'lounge-hours.txt',
        utf8('The Quillfeather lounge opens at 06:45 every morning.'),
        'When does the Quillfeather lounge open?',
        /06:45/,
      ],
      [
        'utf16.txt',
        Uint8Array.from([0xff, 0xfe, ...Buffer.from('The Brambleton kiosk closes at 21:15 on Fridays.', 'utf16le')]),
        'When does the Brambleton kiosk close?',
        /21:15/,
      ],
      ['ساعات-1256.txt', windows1256('يفتح كشك برامبلتون الساعة التاسعة صباحا'), 'متى يفتح كشك برامبلتون؟', /التاسعة/],
      [
        'plans.json',
        utf8(JSON.stringify({ plans: [{ name: 'Marigold', monthlyFee: 'The Marigold plan costs 12 KWD a month' }] })),
        'How much does the Marigold plan cost?',
        /12 KWD/,
      ],
      [
        'policy.docx',
        await docxFile('Tandem leave', ['Tandem leave gives parents nineteen paid days.']),
        'How many paid days does tandem leave give?',
        /nineteen/,
      ],
      [
        'legacy.doc',
        legacyWordDocument(['Glimmerstone warranty', 'The Glimmerstone router warranty lasts 30 months.']),
        'How long does the Glimmerstone router warranty last?',
        /30 months/,
      ],
      ['zephyr.pdf', await chromium.pdf(ARABIC_PDF), 'كم تبلغ رسوم صالة زفيرين؟', /7 دنانير/],
      [
        'notice-en.png',
        await chromium.png('The Halberd fiber installation fee is 15 dinars.'),
        'What is the Halberd fiber installation fee?',
        /15 dinars/,
      ],
      ['notice-ar.png', await chromium.png('رسوم تركيب ألياف الهالبرد خمسة عشر دينارا.'), 'كم رسوم تركيب ألياف الهالبرد؟', /خمسة عشر/],
      [
        'harbour-scan.pdf',
        await scannedPdf([{ image: await chromium.jpeg(SCANNED_PAGES[0]) }, { image: await chromium.png(SCANNED_PAGES[1]) }]),
        'متى يفتح مكتب تصاريح ميناء سوريل؟',
        /الثامنة/,
      ],
    ];
    for (const [name, bytes] of cases) {
      const res = await upload(agent, name, bytes, { description: `about ${name}` });
      expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(201);
      expect(res.body).toMatchObject({
        originalFilename: name,
        size: bytes.byteLength,
        status: 'processing',
        isKnowledgeSource: true,
        description: `about ${name}`,
      });
      uploaded.set(name, res.body);
    }
    await extracted();
    const files = await list(agent);
    for (const [name] of cases) {
      const file = files.find((f) => f.originalFilename === name);
      expect(file?.status, `${name}: ${JSON.stringify(file?.note)}`).toBe('ready');
      await mine.next('file:changed', (p) => p.id === file!.id && p.file?.status === 'ready');
    }
    expect(theirs.events('file:changed')).toEqual([]);
    for (const [name, , question, answer] of cases) {
      const reply = await ask(agent, question);
      const id = uploaded.get(name)!.id;
      expect(cites(reply, id), `${name}: ${reply.content}`).toBe(true);
      expect(reply.sourceDocs.find((s) => s.id === id)).toMatchObject({ title: name, kind: 'file' });
      expect(reply.content).toMatch(answer);
    }
    mine.close();
    theirs.close();
  }, 180_000);

  it('reads the Arabic PDF printed by Chromium in reading order, sentence for sentence', async () => {
    const id = uploaded.get('zephyr.pdf')!.id;
    const events = await store.readStream(`knowledge-file-${id}`);
    const text = (events.find((e) => e.type === 'KnowledgeFileTextExtracted')!.data as KnowledgeFileTextExtracted['data']).text;
    expect(text.split('\n')).toEqual(ARABIC_PDF);
    expect((await list(agent)).find((f) => f.id === id)).toMatchObject({
      mediaType: 'application/pdf',
      extraction: { method: 'pdf', languages: ['ar', 'en'], pages: 1 },
    });
  });

  it('reads the scanned PDF (no text layer) page by page by OCR: the English page word for word, the Arabic page nearly so', async () => {
    const id = uploaded.get('harbour-scan.pdf')!.id;
    expect((await list(agent)).find((f) => f.id === id)).toMatchObject({
      status: 'ready',
      note: null,
      extraction: { method: 'ocr', languages: ['ar', 'en'], pages: 2 },
    });
    const events = await store.readStream(`knowledge-file-${id}`);
    const [english, arabic] = (
      events.find((e) => e.type === 'KnowledgeFileTextExtracted')!.data as KnowledgeFileTextExtracted['data']
    ).text.split('\n\n');
    expect(recovered(SCANNED_PAGES[0], english), english).toBe(1);
    expect(recovered(SCANNED_PAGES[1], arabic), arabic).toBeGreaterThanOrEqual(0.8);
  });

  it('stops citing a file switched off as soon as the PATCH returns, and again when switched on', async () => {
    const id = uploaded.get('lounge-hours.txt')!.id;
    const off = await agent.patch(`/api/knowledge-files/${id}`, { isKnowledgeSource: false });
    expect(off.status).toBe(200);
    expect(off.body.isKnowledgeSource).toBe(false);
    expect(cites(await ask(agent, 'When does the Quillfeather lounge open?'), id)).toBe(false);
    // Still answerable in the file's own chat: that chat does not depend on the flag.
    const own = await agent.post(`/api/chat-with-knowledge-file/${id}`, {
      message: 'When does the Quillfeather lounge open?',
      language: 'en',
    });
    expect(own.body.reply).toMatch(/06:45/);
    await agent.patch(`/api/knowledge-files/${id}`, { isKnowledgeSource: true });
    expect(cites(await ask(agent, 'When does the Quillfeather lounge open?'), id)).toBe(true);
  });

  it('keeps a chat attachment out of the list (its own pushes still come), and lists it once when saved as a knowledge file', async () => {
    const before = (await list(agent)).map((f) => f.id);
    const res = await upload(agent, 'attached.txt', utf8('The Marrowind desk closes at 14:10 on Thursdays.'), {
      isKnowledgeSource: 'false',
      purpose: 'attachment',
    });
    expect(res.status).toBe(201);
    const file = res.body;
    expect(file.chatAttachment).toBe(true);
    await extracted();
    expect((await list(agent)).map((f) => f.id)).toEqual(before);
    const own = await agent.post(`/api/chat-with-knowledge-file/${file.id}`, {
      message: 'When does the Marrowind desk close?',
      language: 'en',
    });
    expect(own.body.reply).toMatch(/14:10/);
    for (let i = 0; i < 2; i++) {
      const saved = await agent.patch(`/api/knowledge-files/${file.id}`, { saveAsKnowledgeFile: true, isKnowledgeSource: true });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({
        chatAttachment: false,
        isKnowledgeSource: true,
        status: 'ready',
        preview: 'The Marrowind desk closes at 14:10 on Thursdays.',
      });
    }
    expect((await list(agent)).filter((f) => f.id === file.id)).toHaveLength(1);
    expect(cites(await ask(agent, 'When does the Marrowind desk close?'), file.id)).toBe(true);
  });

  it("never shows a user's file to anyone else: 404 on every call, never cited; an admin's file answers everyone", async () => {
    const id = uploaded.get('legacy.doc')!.id;
    for (const stranger of [other, admin]) {
      expect((await list(stranger)).map((f) => f.id)).not.toContain(id);
      expect((await stranger.get(`/api/knowledge-files/${id}/download`)).status).toBe(404);
      expect((await stranger.patch(`/api/knowledge-files/${id}`, { isKnowledgeSource: false })).status).toBe(404);
      expect((await stranger.del(`/api/knowledge-files/${id}`)).status).toBe(404);
      expect((await stranger.post(`/api/chat-with-knowledge-file/${id}`, { message: 'warranty?', language: 'en' })).status).toBe(404);
      expect(cites(await ask(stranger, 'How long does the Glimmerstone router warranty last?'), id)).toBe(false);
    }
    const shared = await upload(admin, 'admin-notice.txt', utf8('The Corvina hotline number is 1800-555.'));
    await extracted();
    expect(shared.body.sharedWithEveryone).toBe(true);
    expect(cites(await ask(agent, 'What is the Corvina hotline number?'), shared.body.id)).toBe(true);
    // Cited as a file (issue 30): the citation names it and links a download that works for whoever was answered from it.
    const source = (await ask(agent, 'What is the Corvina hotline number?')).sourceDocs.find((s) => s.id === shared.body.id);
    expect(source).toMatchObject({ kind: 'file', title: 'admin-notice.txt' });
    const citation = await agent.get(`/api/knowledge-files/${shared.body.id}/citation`);
    expect(citation.body).toEqual({
      id: shared.body.id,
      available: true,
      name: 'admin-notice.txt',
      mediaType: 'text/plain',
      downloadUrl: `/api/knowledge-files/${shared.body.id}/download`,
    });
    const download = await agent.get(citation.body.downloadUrl);
    expect(download.status).toBe(200);
    // Someone else's private file: the same answer as for a file that never existed.
    for (const missing of [id, '00000000-0000-4000-8000-000000000000']) {
      expect((await other.get(`/api/knowledge-files/${missing}/citation`)).body).toMatchObject({
        available: false,
        name: null,
        downloadUrl: null,
      });
    }
  });

  it('chats with one file in the question’s language, and says SPEC’s "couldn’t find" when the file lacks the answer', async () => {
    const id = uploaded.get('zephyr.pdf')!.id;
    const ar = await agent.post(`/api/chat-with-knowledge-file/${id}`, { message: 'كم تبلغ رسوم صالة زفيرين؟', language: 'en' });
    expect(ar.status).toBe(200);
    expect(ar.body).toMatchObject({ language: 'ar', status: 'ready' });
    expect(ar.body.reply).toMatch(/7 دنانير/);
    const missing = await agent.post(`/api/chat-with-knowledge-file/${id}`, {
      message: 'What is the warranty of the Glimmerstone router?',
      language: 'en',
    });
    expect(missing.body.reply).toBe(NOT_FOUND_REPLY.en);
    expect(missing.body.sources).toEqual([]);
  });

  it('refuses 6 MB with 413 and an HTML page named .pdf with 415, each with a message, storing nothing', async () => {
    const head = await store.headPosition();
    const blobs = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM file_blobs')).rows[0].n;
    const before = { files: (await list(agent)).length, blobs: await blobs() };
    const big = await upload(agent, 'big.txt', new Uint8Array(6 * 1024 * 1024).fill(0x61));
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('File too large. File size must be less than 5MB.');
    const html = await upload(
      agent,
      'invoice.pdf',
      utf8('<!DOCTYPE html><html><body><h1>Invoice</h1></body></html>'),
      {},
      { 'accept-language': 'ar' },
    );
    expect(html.status).toBe(415);
    expect(html.body.message).toMatch(/نوع الملف غير مدعوم/);
    expect(await store.headPosition()).toEqual(head);
    expect({ files: (await list(agent)).length, blobs: await blobs() }).toEqual(before);
  });

  it('downloads the identical bytes with the sniffed type, an attachment keeping the Arabic name, and nosniff', async () => {
    const bytes = await chromium.pdf(['تقرير الربع الثالث', 'Quarterly report']);
    const res = await upload(agent, 'تقرير الربع الثالث.pdf', bytes);
    const download = await fetch(`${t.url}/api/knowledge-files/${res.body.id}/download`, { headers: { cookie: agent.cookie } });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    const disposition = download.headers.get('content-disposition')!;
    expect(disposition).toMatch(/^attachment;/);
    expect(decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(disposition)![1])).toBe('تقرير الربع الثالث.pdf');
    await extracted();
  });

  it('deletes: gone from the list, the answers and the blob table, while the history keeps name and hash', async () => {
    const file = uploaded.get('plans.json')!;
    const sha = (await db.query<{ sha256: string }>('SELECT sha256 FROM knowledge_files WHERE id = $1', [file.id])).rows[0].sha256;
    expect((await agent.del(`/api/knowledge-files/${file.id}`)).status).toBe(204);
    expect((await list(agent)).map((f) => f.id)).not.toContain(file.id);
    expect((await db.query('SELECT 1 FROM file_blobs WHERE sha256 = $1', [sha])).rows).toEqual([]);
    expect(cites(await ask(agent, 'How much does the Marigold plan cost?'), file.id)).toBe(false);
    const deleted = (await store.readStream(`knowledge-file-${file.id}`)).at(-1)!;
    expect(deleted).toMatchObject({ type: 'KnowledgeFileDeleted', data: { id: file.id, sha256: sha, originalFilename: 'plans.json' } });
    expect((await agent.get(`/api/knowledge-files/${file.id}/download`)).status).toBe(404);
  });
});

/** Share of `expected`'s words found in `text`, after folding case, Arabic letter variants and punctuation (OCR's reading is compared so). */
function recovered(expected: string, text: string): number {
  const words = (t: string) =>
    foldArabic(t.toLowerCase())
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
  const found = new Set(words(text));
  return words(expected).filter((w) => found.has(w)).length / words(expected).length;
}

/** Arabic text in Windows-1256 (the encoding of Arabic Windows' Notepad), for the decoder to meet. */
function windows1256(text: string): Uint8Array {
  const table = new Map<string, number>();
  const decoder = new TextDecoder('windows-1256');
  for (let b = 0; b < 256; b++) table.set(decoder.decode(Uint8Array.of(b)), b);
  return Uint8Array.from([...text].map((ch) => table.get(ch) ?? 0x3f));
}
