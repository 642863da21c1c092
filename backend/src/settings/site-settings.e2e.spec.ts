import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLIANCE_STREAM, SITE_SETTINGS_STREAM } from '@kb/contracts';
import { EVENT_STORE } from '../core/tokens.js';
import type { EventStore } from '../event-store/event-store.port.js';
import { signIn, type Client } from '../testing/http.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

describe('site settings and compliance', () => {
  let app: TestApp;
  let admin: Client;
  let agent: Client;
  let auditor: Client;
  const store = () => app.app.get<EventStore>(EVENT_STORE);

  beforeAll(async () => {
    app = await startTestApp();
    admin = await signIn(app.url, 'admin', 'admin123');
    agent = await signIn(app.url, 'agent', 'agent123');
    auditor = await signIn(app.url, 'auditor', 'auditor123');
  });
  afterAll(() => app?.close());

  it('answers the built-in welcome and English to anyone, before sign-in too; only admins change them', async () => {
    const anonymous = await fetch(`${app.url}/api/site-settings`);
    expect(anonymous.status).toBe(200);
    expect(await anonymous.json()).toEqual({
      defaultLanguage: 'en',
      chat: { welcomeEn: '', welcomeAr: '', suggestionsEn: [], suggestionsAr: [] },
    });
    expect(
      (await agent.put('/api/site-settings/chat', { welcomeEn: 'x', welcomeAr: '', suggestionsEn: [], suggestionsAr: [] })).status,
    ).toBe(403);
    expect((await agent.put('/api/site-settings/language', { defaultLanguage: 'ar' })).status).toBe(403);
    expect((await agent.get('/api/compliance')).status).toBe(403);
    expect((await auditor.post('/api/compliance/verify')).status).toBe(403);
  });

  it('saves the welcome screen and the default language as events with actor and correlation, once per change', async () => {
    const chat = {
      welcomeEn: '  Ask about Gulfnet policies ',
      welcomeAr: 'اسأل عن سياسات جلف نت',
      suggestionsEn: ['How do I book leave?', ' '],
      suggestionsAr: ['كيف أحجز إجازة؟'],
    };
    const saved = await admin.put('/api/site-settings/chat', chat);
    expect(saved.status).toBe(200);
    expect(saved.body.chat).toEqual({
      welcomeEn: 'Ask about Gulfnet policies',
      welcomeAr: 'اسأل عن سياسات جلف نت',
      suggestionsEn: ['How do I book leave?'],
      suggestionsAr: ['كيف أحجز إجازة؟'],
    });
    expect((await admin.put('/api/site-settings/chat', chat)).status).toBe(200);
    expect((await admin.put('/api/site-settings/language', { defaultLanguage: 'ar' })).body.defaultLanguage).toBe('ar');
    expect(await (await fetch(`${app.url}/api/site-settings`)).json()).toEqual(
      saved.body.chat && { defaultLanguage: 'ar', chat: saved.body.chat },
    );
    const events = await store().readStream(SITE_SETTINGS_STREAM);
    expect(events.map((e) => e.type)).toEqual(['ChatSettingsChanged', 'LanguageSettingsChanged']);
    for (const e of events) {
      expect(e.metadata.actor).toBe(admin.userId);
      expect(e.metadata.correlationId).toBeTruthy();
      expect(e.metadata.causationId).toBe(e.metadata.correlationId);
    }
  });

  it('refuses malformed settings with a 400 naming the field in the caller language, and keeps what was saved', async () => {
    const before = (await admin.get('/api/site-settings')).body;
    const tooMany = await admin.put('/api/site-settings/chat', { ...before.chat, suggestionsEn: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fields.suggestionsEn).toBe('Suggested questions (English) may hold at most 6 entries');
    const twice = await admin.request(
      'PUT',
      '/api/site-settings/chat',
      { ...before.chat, suggestionsAr: ['سؤال', 'سؤال'] },
      { 'accept-language': 'ar' },
    );
    expect(twice.status).toBe(400);
    expect(twice.body.fields.suggestionsAr).toBe('الحقل الأسئلة المقترحة بالعربية يذكر السؤال نفسه مرتين');
    const language = await admin.request('PUT', '/api/site-settings/language', { defaultLanguage: 'fr' }, { 'accept-language': 'ar' });
    expect(language.status).toBe(400);
    expect(language.body.fields.defaultLanguage).toMatch(/اللغة الافتراضية/);
    const missing = await admin.put('/api/site-settings/chat', { welcomeEn: 'x' });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.fields).sort()).toEqual(['suggestionsAr', 'suggestionsEn', 'welcomeAr']);
    expect((await admin.get('/api/site-settings')).body).toEqual(before);
  });

  it('records each Verify as an event with its verdict, and shows the last one with who made it', async () => {
    expect((await admin.get('/api/compliance')).body).toEqual({ lastVerification: null, verifications: 0 });
    const verified = await admin.post('/api/compliance/verify');
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ ok: true, actor: admin.userId, actorName: expect.any(String), firstBrokenPosition: null });
    expect(verified.body.checkedEvents).toBeGreaterThan(0);
    expect(verified.body.hash).toMatch(/^[0-9a-f]{64}$/);
    const status = (await admin.get('/api/compliance')).body;
    expect(status).toEqual({ lastVerification: verified.body, verifications: 1 });
    const events = await store().readStream(COMPLIANCE_STREAM);
    expect(events.map((e) => [e.type, e.metadata.actor])).toEqual([['AuditLedgerVerified', admin.userId]]);
    // The verification is in the audit log like any other event.
    let found = false;
    for (let i = 0; i < 50 && !found; i++) {
      const log = await auditor.get('/api/audit/events?type=AuditLedgerVerified');
      found = log.body.events?.length === 1;
      if (!found) await new Promise((r) => setTimeout(r, 100));
    }
    expect(found).toBe(true);
  });
});
