import { describe, expect, it } from 'vitest';
import { REDACTED, redactData } from './redact.js';

describe('redactData', () => {
  it('hides password hashes and tokens at any depth and keeps everything else', () => {
    const registered = { userId: 'u1', username: 'sara', name: 'Sara', role: 'auditor', passwordHash: '$argon2id$v=19$m=65536$abc' };
    expect(redactData(registered)).toEqual({ ...registered, passwordHash: REDACTED });
    expect(redactData({ nested: [{ apiKey: 'sk-1', refresh_token: 't', keep: 1 }] })).toEqual({
      nested: [{ apiKey: REDACTED, refresh_token: REDACTED, keep: 1 }],
    });
    expect(redactData({ userId: 'u1', sessionId: 's1', address: null })).toEqual({ userId: 'u1', sessionId: 's1', address: null });
  });
});

describe('redaction by an explicit list of secret fields (issue 26, finding 7)', () => {
  it('keeps settings values visible to auditors: maxTokens is a number, not a secret', () => {
    const changed = { maxTokens: 1024, temperature: 0.2, enforcePasswordPolicy: true, tokenBudget: 5, apiKey: 'sk-live' };
    expect(redactData(changed)).toEqual({
      maxTokens: 1024,
      temperature: 0.2,
      enforcePasswordPolicy: true,
      tokenBudget: 5,
      apiKey: REDACTED,
    });
    expect(redactData({ client_secret: 'x', id_token: 'y', access_token: 'z' })).toEqual({
      client_secret: REDACTED,
      id_token: REDACTED,
      access_token: REDACTED,
    });
  });
});
