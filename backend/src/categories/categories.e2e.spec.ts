import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_STREAM } from '@kb/contracts';
import { EVENT_STORE } from '../core/tokens.js';
import type { EventStore } from '../event-store/event-store.port.js';
import { signIn, type Client } from '../testing/http.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

describe('Manage Categories', () => {
  let app: TestApp;
  let admin: Client;
  let agent: Client;

  beforeAll(async () => {
    app = await startTestApp();
    admin = await signIn(app.url, 'admin', 'admin123');
    agent = await signIn(app.url, 'agent', 'agent123');
  });
  afterAll(() => app?.close());

  it('renames a category: documents keep its code and show the new names', async () => {
    const doc = (await admin.post('/api/documents', { title: 'Billing cycles', content: 'Bills are issued monthly.', category: 'finance' }))
      .body;
    const renamed = await admin.patch('/api/categories/finance', { en: 'Finance & Billing', ar: 'المالية والفوترة' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.find((c: { code: string }) => c.code === 'finance')).toMatchObject({
      en: 'Finance & Billing',
      ar: 'المالية والفوترة',
      builtIn: true,
    });
    const after = (await agent.get(`/api/documents/${doc.id}`)).body;
    expect(after.category).toBe('finance');
    expect(after.categoryLabel).toEqual({ en: 'Finance & Billing', ar: 'المالية والفوترة' });
  });

  it('adds a category documents can be filed under, and retires it without touching them', async () => {
    const added = await admin.post('/api/categories', { en: 'Customer Care', ar: 'خدمة العملاء' });
    expect(added.status).toBe(201);
    expect(added.body.find((c: { code: string }) => c.code === 'customer_care')).toEqual({
      code: 'customer_care',
      en: 'Customer Care',
      ar: 'خدمة العملاء',
      retired: false,
      builtIn: false,
    });
    const doc = await admin.post('/api/documents', {
      title: 'Complaint handling',
      content: 'Complaints are answered within 2 days.',
      category: 'customer_care',
    });
    expect(doc.status).toBe(201);
    expect(doc.body.categoryLabel).toEqual({ en: 'Customer Care', ar: 'خدمة العملاء' });
    expect(
      (await admin.post('/api/categories/customer_care/retire')).body.find((c: { code: string }) => c.code === 'customer_care').retired,
    ).toBe(true);
    expect((await agent.get(`/api/documents/${doc.body.id}`)).body.category).toBe('customer_care');
    const list = (await agent.get('/api/categories')).body;
    expect(list.find((c: { code: string }) => c.code === 'customer_care').retired).toBe(true);
  });

  it('refuses a name another category has, at its field, in the caller language; only admins change categories', async () => {
    const taken = await admin.request('POST', '/api/categories', { en: 'Money', ar: 'التسويق' }, { 'accept-language': 'ar' });
    expect(taken.status).toBe(400);
    expect(taken.body.fields.ar).toBe('هناك فئة أخرى باسم "التسويق"');
    const blank = await admin.post('/api/categories', { en: ' ', ar: 'شيء' });
    expect(blank.body.fields.en).toBe('English name must not be blank');
    expect((await agent.post('/api/categories', { en: 'Agents', ar: 'وكلاء' })).status).toBe(403);
    expect((await agent.patch('/api/categories/finance', { en: 'X', ar: 'س' })).status).toBe(403);
    expect((await admin.patch('/api/categories/nope', { en: 'X', ar: 'س' })).status).toBe(404);
    const events = await app.app.get<EventStore>(EVENT_STORE).readStream(CATEGORY_STREAM);
    expect(events.map((e) => e.type)).toEqual(['CategoryRenamed', 'CategoryAdded', 'CategoryRetired']);
    for (const e of events) expect(e.metadata.actor).toBe(admin.userId);
  });
});
