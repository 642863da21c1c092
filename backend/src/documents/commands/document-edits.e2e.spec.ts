import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_CONTENT_LENGTH, MAX_TITLE_LENGTH, documentStreamId, type KnowledgeDocument } from '@kb/contracts';
import { EVENT_STORE, type EventStore } from '../../event-store/event-store.port.js';
import { formatPosition } from '../../event-store/position.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { signIn, type Client } from '../../testing/http.js';

let app: TestApp;
let admin: Client;
let agent: Client;
let store: EventStore;
const draft = { title: 'Fibre Installation Guide', content: 'Technicians visit within 48 hours.', category: 'Product', status: 'draft' };

beforeAll(async () => {
  app = await startTestApp();
  [admin, agent] = await Promise.all([signIn(app.url, 'admin'), signIn(app.url, 'agent')]);
  store = app.app.get(EVENT_STORE, { strict: false });
});
afterAll(() => app?.close());

const head = async () => {
  const p = await store.headPosition();
  return p && formatPosition(p);
};
const create = async (body: object = draft): Promise<KnowledgeDocument> => {
  const res = await admin.call('POST', '/api/documents', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
};

describe('creating documents', () => {
  it('answers 201 with the stored document, category code and labels, the admin as author', async () => {
    const res = await admin.call('POST', '/api/documents', { ...draft, createdBy: 'someone else' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: draft.title,
      content: draft.content,
      category: 'product_info',
      status: 'draft',
      version: 1,
      categoryLabel: { en: 'Product Information', ar: 'معلومات المنتجات' },
      createdBy: admin.userId,
      updatedBy: admin.userId,
    });
    expect(res.headers.get('etag')).toBe('"1"');
    expect((await admin.call('GET', `/api/documents/${res.body.id}`)).body).toEqual(res.body);
  });

  it('defaults the status to active', async () => {
    const doc = await create({ title: 'Gift Policy', content: 'Gifts above 10 KWD must be declared.', category: 'legal_documents' });
    expect(doc.status).toBe('active');
  });

  it('answers 403 to non-admins and records nothing', async () => {
    const before = await head();
    expect((await agent.call('POST', '/api/documents', draft)).status).toBe(403);
    expect(await head()).toBe(before);
  });

  it('rejects bad input with 400 naming the problem and records nothing', async () => {
    const before = await head();
    const cases: Array<[unknown, string]> = [
      [{ content: 'c', category: 'hr' }, 'title is required'],
      [{ ...draft, title: '   ' }, 'title must not be blank'],
      [{ ...draft, content: '' }, 'content must not be blank'],
      [{ ...draft, title: 'x'.repeat(MAX_TITLE_LENGTH + 1) }, `title must be at most ${MAX_TITLE_LENGTH} characters`],
      [
        { ...draft, content: 'x'.repeat(MAX_DOCUMENT_CONTENT_LENGTH + 1) },
        `content must be at most ${MAX_DOCUMENT_CONTENT_LENGTH} characters`,
      ],
      [{ ...draft, status: 'published' }, 'status "published" is not valid'],
      [{ ...draft, category: 'Gossip' }, 'category "Gossip" is not a known category'],
      [{ ...draft, title: 42 }, 'title has the wrong type'],
      ['{"title": "broken', 'not valid JSON'],
    ];
    for (const [body, message] of cases) {
      const res = await admin.call('POST', '/api/documents', body);
      expect(res.status, message).toBe(400);
      expect(res.body.message, message).toContain(message);
    }
    const arabic = await admin.call('POST', '/api/documents', { ...draft, title: '' }, { 'accept-language': 'ar' });
    expect(arabic.body.message).toContain('الحقل العنوان يجب ألا يكون فارغاً');
    expect(await head()).toBe(before);
  });
});

describe('editing and deleting documents', () => {
  it('PUT replaces the fields, PATCH changes some; each answers 200 with the new version', async () => {
    const doc = await create();
    const put = await admin.call('PUT', `/api/documents/${doc.id}`, {
      title: 'Fibre Guide',
      content: 'Visits within 24 hours.',
      category: 'IT Guidelines',
      status: 'active',
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      title: 'Fibre Guide',
      content: 'Visits within 24 hours.',
      category: 'it_guidelines',
      status: 'active',
      version: 3,
    });
    const patch = await admin.call('PATCH', `/api/documents/${doc.id}`, { content: 'Visits within 12 hours.' });
    expect(patch.body).toMatchObject({ title: 'Fibre Guide', content: 'Visits within 12 hours.', version: 4 });
    expect(patch.headers.get('etag')).toBe('"4"');
    const events = (await store.readStream(documentStreamId(doc.id))).map((e) => [e.type, e.data]);
    expect(events.slice(1)).toEqual([
      ['DocumentUpdated', { id: doc.id, title: 'Fibre Guide', content: 'Visits within 24 hours.', category: 'it_guidelines' }],
      ['DocumentStatusChanged', { id: doc.id, status: 'active', previousStatus: 'draft' }],
      ['DocumentUpdated', { id: doc.id, content: 'Visits within 12 hours.' }],
    ]);
  });

  it('rejects a PUT missing fields and an empty PATCH, recording nothing', async () => {
    const doc = await create();
    const before = await head();
    expect((await admin.call('PUT', `/api/documents/${doc.id}`, { title: 'Only a title' })).body.message).toContain('content is required');
    const empty = await admin.call('PATCH', `/api/documents/${doc.id}`, {});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('at least one of title, content, category or status');
    expect((await admin.call('PATCH', `/api/documents/${doc.id}`, { status: 'hidden' })).status).toBe(400);
    expect(await head()).toBe(before);
  });

  it('DELETE answers 204, then the document is gone (404 for every call on it)', async () => {
    const doc = await create();
    expect((await admin.call('DELETE', `/api/documents/${doc.id}`)).status).toBe(204);
    expect((await admin.call('GET', `/api/documents?status=all&search=${encodeURIComponent(doc.id)}`)).body.documents).toEqual([]);
    for (const [method, body] of [['GET'], ['PATCH', { title: 'x' }], ['PUT', draft], ['DELETE']] as const) {
      const res = await admin.call(method, `/api/documents/${doc.id}`, body);
      expect(res.status, method).toBe(404);
      expect(res.body.message).toBe('Document not found.');
    }
    expect((await admin.call('PATCH', '/api/documents/not-a-uuid', { title: 'x' })).status).toBe(404);
    expect((await agent.call('DELETE', `/api/documents/${doc.id}`)).status).toBe(403);
  });

  it('answers 409 to an edit based on a stale version (If-Match or version field)', async () => {
    const doc = await create();
    const first = await admin.call('PATCH', `/api/documents/${doc.id}`, { title: 'First edit' }, { 'if-match': '1' });
    expect(first.body.version).toBe(2);
    const stale = await admin.call('PATCH', `/api/documents/${doc.id}`, { title: 'Second edit' }, { 'if-match': '"1"' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain('you had version 1, it is now at 2');
    expect((await admin.call('PUT', `/api/documents/${doc.id}`, { ...draft, version: 1 })).status).toBe(409);
    expect((await admin.call('PATCH', `/api/documents/${doc.id}`, { title: 'Second edit' }, { 'if-match': 'W/"2"' })).body.version).toBe(3);
    expect((await admin.call('PATCH', `/api/documents/${doc.id}`, { title: 'x' }, { 'if-match': 'banana' })).status).toBe(400);
    expect((await admin.call('GET', `/api/documents/${doc.id}`)).body.title).toBe('Second edit');
  });

  it('applies eight concurrent PATCHes without a version one after another, losing none', async () => {
    const doc = await create();
    const edits = Array.from({ length: 8 }, (_, i) => `Concurrent edit ${i + 1}`);
    const answers = await Promise.all(edits.map((title) => admin.call('PATCH', `/api/documents/${doc.id}`, { title })));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    answers.forEach((a, i) => expect(a.body.title).toBe(edits[i]));
    expect(answers.map((a) => a.body.version).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    const recorded = (await store.readStream(documentStreamId(doc.id))).slice(1).map((e) => (e.data as { title: string }).title);
    expect([...recorded].sort()).toEqual([...edits].sort());
    const final = (await admin.call('GET', `/api/documents/${doc.id}`)).body;
    expect(final.version).toBe(9);
    expect(final.title).toBe(recorded.at(-1));
  });
});
