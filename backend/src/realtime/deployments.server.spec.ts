import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deploymentIdOf } from '../config/app-config.js';
import { signIn } from '../testing/http.js';
import { LiveTab } from '../testing/live-client.js';
import { SERVER_URL } from '../testing/databases.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Issue 26, finding 2: two deployments with their own database schemas on one Redis. Before, the
 * Socket.IO adapter used the default stream and every deployment the same room names, so an agent
 * on one received another deployment's `document:changed`, titles and content included.
 */
describe('two deployments sharing one Redis (Postgres server)', () => {
  const schemas = [`t_${randomBytes(6).toString('hex')}`, `t_${randomBytes(6).toString('hex')}`];
  let a: TestApp;
  let a2: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    if (!SERVER_URL) throw new Error('DATABASE_URL is not set: this suite needs the Postgres server');
    a = await startTestApp({ databaseUrl: SERVER_URL, databaseSchema: schemas[0], redisUrl: REDIS_URL });
    a2 = await startTestApp({ databaseUrl: SERVER_URL, databaseSchema: schemas[0], redisUrl: REDIS_URL });
    b = await startTestApp({ databaseUrl: SERVER_URL, databaseSchema: schemas[1], redisUrl: REDIS_URL });
  });
  afterAll(async () => {
    for (const app of [b, a2, a]) await app?.close();
    const admin = new pg.Client({ connectionString: SERVER_URL! });
    await admin.connect();
    for (const schema of schemas) await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await admin.end();
  });

  it('derives a different deployment id from each schema, the same for instances of one deployment', () => {
    expect(deploymentIdOf(a.config)).toMatch(/^kb-[0-9a-f]{12}$/);
    expect(deploymentIdOf(a.config)).toBe(deploymentIdOf(a2.config));
    expect(deploymentIdOf(a.config)).not.toBe(deploymentIdOf(b.config));
    expect(deploymentIdOf({ ...a.config, deploymentId: 'kb-prod' })).toBe('kb-prod');
  });

  it('pushes a document change to the sockets of its own deployment on every instance, never to another deployment', async () => {
    const agentA = await signIn(a.url, 'agent');
    const agentB = await signIn(b.url, 'agent');
    const adminA = await signIn(a.url, 'admin');
    const adminB = await signIn(b.url, 'admin');
    // The same users exist in both deployments (same seeds): only the deployment tells them apart.
    const onA2 = new LiveTab(a2.url, agentA.cookie);
    const onB = new LiveTab(b.url, agentB.cookie);
    await Promise.all([onA2.connected(), onB.connected()]);
    try {
      for (let i = 0; i < 5; i++) {
        const secret = `Deployment B secret ${i}: the merger closes on Thursday`;
        const created = await adminB.post('/api/documents', {
          title: secret,
          content: `${secret}. Internal only.`,
          category: 'product_info',
          status: 'active',
        });
        expect(created.status).toBe(201);
        await onB.next('document:changed', (p) => JSON.stringify(p).includes(created.body.id));
      }
      // A control: a change in deployment A reaches A's socket on the other instance.
      const own = await adminA.post('/api/documents', {
        title: 'Deployment A notice',
        content: 'Canteen opens at 7.',
        category: 'product_info',
        status: 'active',
      });
      expect(own.status).toBe(201);
      await onA2.next('document:changed', (p) => JSON.stringify(p).includes(own.body.id));
      expect(JSON.stringify(onA2.received)).not.toContain('Deployment B secret');
      expect(onA2.events('document:changed')).toHaveLength(1);
    } finally {
      onA2.close();
      onB.close();
    }
  });
});
