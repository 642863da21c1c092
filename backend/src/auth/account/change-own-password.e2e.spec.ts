import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_STORE } from '../../core/tokens.js';
import type { EventStore } from '../../event-store/event-store.port.js';
import { client, signIn, type Client } from '../../testing/http.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';

describe('changing one own password (Profile)', () => {
  let app: TestApp;
  let admin: Client;

  beforeAll(async () => {
    app = await startTestApp();
    admin = await signIn(app.url, 'admin', 'admin123');
    expect(
      (await admin.post('/api/admin/users', { username: 'huda', name: 'Huda Al-Sabah', role: 'agent', password: 'Coral-Reef-Lantern-7' }))
        .status,
    ).toBe(201);
  });
  afterAll(() => app?.close());

  it('needs a session', async () => {
    expect((await client(app.url).post('/api/auth/password', { currentPassword: 'x', newPassword: 'y' })).status).toBe(401);
  });

  it('refuses a wrong current password and a weak new one at the field, in English and Arabic, and changes nothing', async () => {
    const huda = await signIn(app.url, 'huda', 'Coral-Reef-Lantern-7');
    expect((await huda.get('/api/auth/profile')).body).toEqual({
      id: huda.userId,
      username: 'huda',
      name: 'Huda Al-Sabah',
      role: 'agent',
      localPassword: true,
    });
    const wrong = await huda.post('/api/auth/password', { currentPassword: 'not-it', newPassword: 'Desert-Rose-Harbour-9' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({ currentPassword: 'The current password is not correct' });
    const missingEn = await huda.post('/api/auth/password', { currentPassword: 'Coral-Reef-Lantern-7' });
    expect(missingEn.body.fields.newPassword).toBe('New password is required');
    const weak = await huda.request(
      'POST',
      '/api/auth/password',
      { currentPassword: 'Coral-Reef-Lantern-7', newPassword: 'short' },
      { 'accept-language': 'ar' },
    );
    expect(weak.status).toBe(400);
    expect(weak.body.fields.newPassword).toMatch(/كلمة المرور/);
    const missing = await huda.request('POST', '/api/auth/password', { newPassword: 'Desert-Rose-Harbour-9' }, { 'accept-language': 'ar' });
    expect(missing.body.fields.currentPassword).toBe('الحقل كلمة المرور الحالية مطلوب');
    expect((await huda.get('/api/auth/session')).body.isAuthenticated).toBe(true);
    await signIn(app.url, 'huda', 'Coral-Reef-Lantern-7');
  });

  it('with the right current password: recorded as an event by the person, other sessions end, this browser stays signed in', async () => {
    const here = await signIn(app.url, 'huda', 'Coral-Reef-Lantern-7');
    const elsewhere = await signIn(app.url, 'huda', 'Coral-Reef-Lantern-7');
    const res = await here.post('/api/auth/password', { currentPassword: 'Coral-Reef-Lantern-7', newPassword: 'Desert-Rose-Harbour-9' });
    expect(res.status).toBe(204);
    expect((await here.get('/api/auth/session')).body.user.name).toBe('Huda Al-Sabah');
    expect((await elsewhere.get('/api/auth/session')).body.isAuthenticated).toBe(false);
    expect((await client(app.url).post('/api/auth/login', { username: 'huda', password: 'Coral-Reef-Lantern-7' })).status).toBe(401);
    await signIn(app.url, 'huda', 'Desert-Rose-Harbour-9');
    const events = await app.app.get<EventStore>(EVENT_STORE).readStream('user-huda');
    const changed = events.filter((e) => e.type === 'UserPasswordChanged');
    expect(changed).toHaveLength(1);
    expect(changed[0].metadata.actor).toBe(here.userId);
    expect(changed[0].metadata.correlationId).toBeTruthy();
  });
});
