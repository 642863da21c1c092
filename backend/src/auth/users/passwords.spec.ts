import { afterEach, describe, expect, it, vi } from 'vitest';

/** passwords.ts as a fresh module under the given environment (it reads it once, when loaded). */
async function passwordsWith(env: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  return import('./passwords.js');
}

describe('password hashing', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("uses argon2id with the library's defaults (64 MiB, 3 passes, 4 lanes) outside test runs", async () => {
    const { hashPassword, verifyPassword } = await passwordsWith({ KB_TEST_CHEAP_PASSWORD_HASH: undefined });
    const hash = await hashPassword('Pearl-Diver-Compass-31');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
    expect(await verifyPassword(hash, 'Pearl-Diver-Compass-31')).toBe(true);
    expect(await verifyPassword(hash, 'Pearl-Diver-Compass-32')).toBe(false);
  });

  it('ignores the test-only cheap hash in production', async () => {
    const { hashPassword } = await passwordsWith({ KB_TEST_CHEAP_PASSWORD_HASH: '1', NODE_ENV: 'production' });
    expect(await hashPassword('Pearl-Diver-Compass-31')).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
  });

  it('hashes cheaply when a test run asks, and still verifies', async () => {
    const { hashPassword, verifyPassword } = await passwordsWith({ KB_TEST_CHEAP_PASSWORD_HASH: '1', NODE_ENV: 'test' });
    const hash = await hashPassword('Pearl-Diver-Compass-31');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1\$/);
    expect(await verifyPassword(hash, 'Pearl-Diver-Compass-31')).toBe(true);
    expect(await verifyPassword(hash, 'wrong')).toBe(false);
  });
});
