import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/app-config.js';
import { Database } from '../database/database.js';
import { openServerSchema, SERVER_URL } from '../testing/databases.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { RateLimiter } from '../shared/rate-limit/rate-limiter.js';
import { SimpleChatRateLimiter } from './limits/rate-limiter.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('simple chat rate limit shared by instances (Postgres server)', () => {
  describe('two limiters on one schema', () => {
    let server: Awaited<ReturnType<typeof openServerSchema>>;
    let second: Database;
    let a: SimpleChatRateLimiter;
    let b: SimpleChatRateLimiter;

    beforeAll(async () => {
      server = await openServerSchema();
      second = await Database.open({ databaseUrl: SERVER_URL, databaseSchema: server.schema, dataDir: '' });
      // Many in flight allowed here, so only the per-window count decides.
      const config = loadConfig({ SIMPLE_CHAT_MAX_IN_FLIGHT: '100' });
      a = new SimpleChatRateLimiter(new RateLimiter(server.db), config);
      b = new SimpleChatRateLimiter(new RateLimiter(second), config);
      await a.migrate();
    });
    afterAll(async () => {
      await second?.close();
      await server?.drop();
    });

    it('admits exactly 20 of 30 questions arriving at both instances at once', async () => {
      const admissions = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? a : b).acquire('requester-x')));
      expect(admissions.filter((x) => x.admitted)).toHaveLength(20);
      const refused = admissions.filter((x) => !x.admitted);
      expect(refused).toHaveLength(10);
      for (const r of refused) expect(r).toMatchObject({ reason: 'rate' });
      expect((await a.acquire('requester-y')).admitted).toBe(true);
    });
  });

  describe('two started apps on the Postgres server and Redis', () => {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    let one: TestApp;
    let two: TestApp;

    beforeAll(async () => {
      if (!SERVER_URL) throw new Error('DATABASE_URL is not set: this suite needs the Postgres server');
      const shared = { databaseUrl: SERVER_URL, databaseSchema: schema, redisUrl: REDIS_URL, trustProxy: 'loopback' as const };
      one = await startTestApp(shared);
      two = await startTestApp(shared);
    });
    afterAll(async () => {
      await two?.close();
      await one?.close();
      const admin = new pg.Client({ connectionString: SERVER_URL! });
      await admin.connect();
      await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await admin.end();
    });

    it('refuses the 21st question from one address even when it alternates between instances', async () => {
      const ask = (app: TestApp, language: 'en' | 'ar') =>
        fetch(`${app.url}/api/simple-chat`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.77' },
          body: JSON.stringify({ message: 'How many days of annual leave do I get?', language }),
        });
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++) statuses.push((await ask(i % 2 ? one : two, 'en')).status);
      expect(statuses.every((s) => s === 200)).toBe(true);
      const refused = await ask(one, 'ar');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await refused.json()) as { message: string }).message).toMatch(/^لقد طرحت أسئلة كثيرة/);
      expect((await ask(two, 'en')).status).toBe(429);
    });
  });
});
