import { randomBytes } from 'node:crypto';
import { SERVER_URL, dropServerSchema } from './databases.js';
import { startTestApp, type TestApp } from './test-app.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Two app instances on one fresh schema of the Postgres server, sharing live pushes through Redis,
 * as a deployment runs them. `close` stops both and drops the schema.
 */
export async function startTwoInstances(): Promise<{ a: TestApp; b: TestApp; close: () => Promise<void> }> {
  if (!SERVER_URL) throw new Error('DATABASE_URL is not set: this suite needs the Postgres server');
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const shared = { databaseUrl: SERVER_URL, databaseSchema: schema, redisUrl: REDIS_URL };
  const a = await startTestApp(shared);
  const b = await startTestApp(shared);
  return {
    a,
    b,
    close: async () => {
      await b.close();
      await a.close();
      await dropServerSchema(schema);
    },
  };
}
