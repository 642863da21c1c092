import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../i18n/messages.js';
import { earlyAnswer, RETRY_AFTER_SECONDS } from './early-answer.js';

const get = (url: string, language?: string) => earlyAnswer({ method: 'GET', url, headers: { 'accept-language': language } });

describe('what the port answers before the app is built', () => {
  it('says the process is alive', () => {
    for (const url of ['/health/live', '/health/live/', '/health/live?probe=1'])
      expect(get(url)).toMatchObject({ status: 200, body: { status: 'ok' }, headers: { 'Cache-Control': 'no-store' } });
    expect(earlyAnswer({ method: 'HEAD', url: '/health/live', headers: {} }).status).toBe(200);
  });

  it('says it is not ready, as the health controller does while the read models start', () => {
    expect(get('/health/ready')).toEqual({
      status: 503,
      headers: expect.objectContaining({ 'Cache-Control': 'no-store' }),
      body: { status: 'not_ready', checks: { migrations: false, database: false, projections: false }, reason: 'starting' },
    });
    expect(get('/health')).toMatchObject({ status: 503, body: { status: 'starting' } });
  });

  it('refuses anything else with a 503 in the caller language, and when to come back', () => {
    const english = get('/api/documents?limit=5', 'en-GB,en;q=0.9');
    expect(english.status).toBe(503);
    expect(english.headers['Retry-After']).toBe(String(RETRY_AFTER_SECONDS));
    expect(english.body).toEqual({ statusCode: 503, error: 'Service Unavailable', message: MESSAGES.not_ready.en, code: 'not_ready' });
    expect(get('/', 'ar')).toMatchObject({ status: 503, body: { message: MESSAGES.not_ready.ar } });
    // A write to a health path is no probe: the same refusal as any other request.
    const post = earlyAnswer({ method: 'POST', url: '/health/live', headers: {} });
    expect(post).toMatchObject({ status: 503, body: { code: 'not_ready' }, headers: { 'Retry-After': expect.any(String) } });
  });
});
