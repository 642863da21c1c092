import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Database } from '../../database/database.js';
import { openServerSchema, SERVER_URL } from '../../testing/databases.js';
import { RateLimiter } from '../../shared/rate-limit/rate-limiter.js';
import { LoginThrottle } from './login-throttle.js';

/** Two app instances behind a load balancer: two pools on one schema of the Postgres server. */
describe('sign-in throttling shared by instances (Postgres server)', () => {
  let server: Awaited<ReturnType<typeof openServerSchema>>;
  let second: Database;
  let a: LoginThrottle;
  let b: LoginThrottle;

  beforeAll(async () => {
    server = await openServerSchema();
    second = await Database.open({ databaseUrl: SERVER_URL, databaseSchema: server.schema, dataDir: '' });
    a = new LoginThrottle(new RateLimiter(server.db));
    b = new LoginThrottle(new RateLimiter(second));
    await a.migrate();
  });
  afterAll(async () => {
    await second?.close();
    await server?.drop();
  });

  it('counts failures arriving at both instances at once without losing any', async () => {
    // Ten failures at once, half through each instance: exactly two locks (5 + 5), none lost.
    await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).recordFailure('agent', '203.0.113.9')));
    const { rows } = await server.db.query(`SELECT count AS failures, strikes AS lockouts FROM rate_limits WHERE bucket = 'login:pair'`);
    expect(rows).toEqual([{ failures: 0, lockouts: 2 }]);
    // The username's count across addresses saw all ten too (one short delay), the address's count ten of its twenty.
    const { rows: across } = await server.db.query(
      `SELECT bucket, count, strikes FROM rate_limits WHERE bucket IN ('login:username', 'login:address') ORDER BY bucket`,
    );
    expect(across).toEqual([
      { bucket: 'login:address', count: 10, strikes: 0 },
      { bucket: 'login:username', count: 0, strikes: 1 },
    ]);
    // The second lock doubles the first (5 → 10 minutes), and both instances enforce it.
    for (const instance of [a, b]) expect(await instance.retryAfter('agent', '203.0.113.9')).toBeGreaterThan(590);
    // From another address the username only waits the short delay of distributed guessing; another username not at all.
    expect(await b.retryAfter('agent', '203.0.113.10')).toBeLessThanOrEqual(30);
    expect(await b.retryAfter('auditor', '203.0.113.10')).toBe(0);
  });

  it('forgets the pair on success, for every instance', async () => {
    await a.reset('agent', '203.0.113.9');
    expect(await b.retryAfter('agent', '203.0.113.9')).toBe(0);
  });
});
