import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@kb/contracts';
import { EVENT_STORE, type EventStore } from '../../event-store/event-store.port.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { signIn, type Client } from '../../testing/http.js';
import { docxFile, pdfFile } from '../testing/fixture-files.js';
import { legacyWordDocument } from '../testing/legacy-doc.js';
import { bombDocx } from '../../hardening/testing/hostile-files.js';

let app: TestApp;
let admin: Client;
let store: EventStore;
const utf8 = (text: string) => new TextEncoder().encode(text);
const upload = (name: string, bytes: Uint8Array, who = admin) => who.upload('/api/upload/document', name, bytes);

beforeAll(async () => {
  app = await startTestApp();
  admin = await signIn(app.url, 'admin');
  store = app.app.get(EVENT_STORE, { strict: false });
});
afterAll(() => app?.close());

describe('POST /api/upload/document', () => {
  it('prefills the form from each accepted type, title from the first heading or line', async () => {
    const before = await store.headPosition();
    const cases: Array<[string, Uint8Array, { title: string; content: string[] }]> = [
      [
        'notes.txt',
        utf8('# Store Opening Hours\n\nStores open at 10:00 and close at 22:00.\n'),
        { title: 'Store Opening Hours', content: ['close at 22:00'] },
      ],
      ['ساعات.txt', utf8('ساعات عمل الفروع\nتفتح الفروع الساعة العاشرة صباحاً.'), { title: 'ساعات عمل الفروع', content: ['تفتح الفروع'] }],
      [
        'export.json',
        utf8(JSON.stringify({ title: 'Refund Rules', content: 'Refunds within 14 days.' })),
        { title: 'Refund Rules', content: ['Refunds within 14 days.'] },
      ],
      ['plans.json', utf8('[{"plan":"Basic","price":5}]'), { title: 'plans', content: ['"plan": "Basic"'] }],
      [
        'guide.pdf',
        await pdfFile(['Roaming Guide', 'The daily pass costs 3 KWD.']),
        { title: 'Roaming Guide', content: ['daily pass costs 3 KWD'] },
      ],
      [
        'policy.docx',
        await docxFile('Remote Work Policy', ['Staff may work remotely two days a week.']),
        { title: 'Remote Work Policy', content: ['two days a week'] },
      ],
      [
        'legacy.doc',
        legacyWordDocument(['Fibre Installation Guide', 'Technicians visit within 48 hours.']),
        { title: 'Fibre Installation Guide', content: ['within 48 hours'] },
      ],
    ];
    for (const [name, bytes, expected] of cases) {
      const res = await upload(name, bytes);
      expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(200);
      expect(res.body.title, name).toBe(expected.title);
      for (const part of expected.content) expect(res.body.content, name).toContain(part);
    }
    expect(await store.headPosition()).toEqual(before);
  });

  it('answers 413 above 5 MB', async () => {
    const res = await upload('big.txt', new Uint8Array(MAX_UPLOAD_BYTES + 1).fill(97));
    expect(res.status).toBe(413);
    expect(res.body.message).toContain('5MB');
  });

  it('checks the type by content: wrong extension, disguised or unreadable files are a 400 with a message', async () => {
    const cases: Array<[string, Uint8Array, string]> = [
      ['setup.exe', utf8('MZ...'), 'Unsupported file type'],
      ['fake.pdf', utf8('just text, no PDF'), 'not a valid .pdf file'],
      ['fake.docx', await pdfFile(['x']), 'not a valid .docx file'],
      ['fake.doc', utf8('plain text'), 'not a valid .doc file'],
      ['image.txt', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 'not a valid .txt file'],
      ['latin1.txt', new Uint8Array([0x63, 0x61, 0x66, 0xe9, 0xff]), 'not a valid .txt file'],
      ['broken.json', utf8('{"title": '), 'not a valid .json file'],
      ['broken.pdf', utf8('%PDF-1.7\n garbage'), 'could not be read'],
      ['empty.txt', utf8('  \n\n '), 'No text was found'],
    ];
    for (const [name, bytes, message] of cases) {
      const res = await upload(name, bytes);
      expect(res.status, name).toBe(400);
      expect(res.body.message, name).toContain(message);
    }
    const arabic = await admin.call('POST', '/api/upload/document', undefined, { 'accept-language': 'ar' });
    expect(arabic.status).toBe(400);
    expect(arabic.body.message).toContain('يرجى اختيار ملف');
  });

  it('refuses a zip bomb .docx with a 422 in the caller’s language, and the server keeps answering meanwhile', async () => {
    // Built before probing: the test and the server share this process's event loop.
    const bomb = bombDocx(50 * 1024 * 1024);
    const liar = bombDocx(50 * 1024 * 1024, true);
    expect(bomb.length).toBeLessThan(300_000);
    const probes: number[] = [];
    let uploading = true;
    const probing = (async () => {
      while (uploading) {
        const started = performance.now();
        await fetch(`${app.url}/health`);
        probes.push(performance.now() - started);
      }
    })();
    const started = performance.now();
    const [plain, lying] = await Promise.all([upload('bomb.docx', bomb), upload('lying.docx', liar)]);
    uploading = false;
    await probing;
    expect(plain.status).toBe(422);
    expect(plain.body.message).toContain('The file expands to more than the server accepts');
    expect(lying.status).toBe(422);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(Math.max(...probes)).toBeLessThan(1_000);
    const arabic = await admin.call('POST', '/api/upload/document', undefined, { 'accept-language': 'ar' });
    expect(arabic.status).toBe(400);
  });

  it('is for admins only', async () => {
    const agent = await signIn(app.url, 'agent');
    expect((await upload('notes.txt', utf8('hello'), agent)).status).toBe(403);
  });
});
