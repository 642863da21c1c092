import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@kb/contracts';
import { EVENT_STORE } from '../core/tokens.js';
import type { EventStore } from '../event-store/event-store.port.js';
import { signIn, type Client } from '../testing/http.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

describe('assistant settings', () => {
  let app: TestApp;
  let admin: Client;
  let agent: Client;

  beforeAll(async () => {
    app = await startTestApp();
    admin = await signIn(app.url, 'admin', 'admin123');
    agent = await signIn(app.url, 'agent', 'agent123');
  });
  afterAll(() => app?.close());

  it("starts from SPEC.md's defaults and is for admins only", async () => {
    expect((await admin.get('/api/settings')).body).toEqual(DEFAULT_SETTINGS);
    expect((await agent.get('/api/settings')).status).toBe(403);
    expect((await agent.put('/api/settings', { ...DEFAULT_SETTINGS, model: 'gpt-4' })).status).toBe(403);
  });

  it('saves valid settings (temperature as a string too) as one event, and ignores a save that changes nothing', async () => {
    const saved = await admin.put('/api/settings', { maxTokens: 1024, temperature: '0.3', model: 'gpt-4', timeout: 5000 });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      maxTokens: 1024,
      temperature: 0.3,
      model: 'gpt-4',
      timeout: 5000,
      contextChars: DEFAULT_SETTINGS.contextChars,
    });
    expect((await admin.get('/api/settings')).body).toEqual(saved.body);
    await admin.put('/api/settings', saved.body);
    const events = await app.app.get<EventStore>(EVENT_STORE).readStream('settings-assistant');
    expect(events.map((e) => [e.type, e.data])).toEqual([['AssistantSettingsChanged', saved.body]]);
    expect(events[0].metadata.actor).not.toBe('anonymous');
  });

  it('refuses out-of-range or malformed values with a 400 naming the field, and keeps what was saved', async () => {
    const before = (await admin.get('/api/settings')).body;
    const cases: [object, RegExp][] = [
      [{ ...before, temperature: 1.5 }, /temperature must be between 0 and 1/],
      [{ ...before, temperature: 'warm' }, /temperature/],
      [{ ...before, maxTokens: 0 }, /maxTokens/],
      [{ ...before, maxTokens: 12.5 }, /maxTokens/],
      [{ ...before, timeout: -1 }, /timeout/],
      [{ ...before, contextChars: 500 }, /contextChars/],
      [{ ...before, contextChars: 'lots' }, /contextChars/],
      [{ ...before, model: '' }, /model/],
      [{ maxTokens: 100 }, /temperature/],
    ];
    for (const [body, message] of cases) {
      const res = await admin.put('/api/settings', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    // Booleans and blank text are not numbers, and a model name of blanks is no model (once saved as 1, 0, "", 1).
    const wrongTypes = await admin.put('/api/settings', { maxTokens: true, temperature: '', model: '   ', timeout: true });
    expect(wrongTypes.status).toBe(400);
    for (const field of ['maxTokens', 'temperature', 'model', 'timeout'])
      expect(wrongTypes.body.message).toMatch(new RegExp(`\\b${field}\\b`));
    for (const [field, value] of [
      ['maxTokens', false],
      ['temperature', ' '],
      ['temperature', true],
      ['timeout', '1e3x'],
      ['model', '\t'],
    ] as const) {
      const res = await admin.put('/api/settings', { ...before, [field]: value });
      expect(res.status, `${field}: ${JSON.stringify(value)}`).toBe(400);
      expect(res.body.message).toMatch(new RegExp(field));
    }
    const arabicTypes = await admin.request(
      'PUT',
      '/api/settings',
      { ...before, maxTokens: true, model: ' ' },
      { 'accept-language': 'ar' },
    );
    expect(arabicTypes.status).toBe(400);
    expect(arabicTypes.body.message).toMatch(/الحقل الحد الأقصى للرموز/);
    expect(arabicTypes.body.message).toMatch(/الحقل النموذج/);
    const arabic = await admin.request('PUT', '/api/settings', { ...before, temperature: 2 }, { 'accept-language': 'ar' });
    expect(arabic.body.message).toMatch(/الحقل درجة الحرارة يجب أن يكون بين 0 و 1/);
    expect((await admin.get('/api/settings')).body).toEqual(before);
  });
});
