// bench:scale — the run's own checks and its cleanup.
import { createRequire } from 'node:module';
import { ok } from './api.mjs';

const require = createRequire(new URL('../../backend/package.json', import.meta.url));

/**
 * Loaded documents (events appended through the port) and documents created through the API must
 * be alike to a reader: the same fields, active, and found by a library search for their code.
 * Throws if not, so a loader that drifted from the create command cannot pass unnoticed.
 */
export async function checkEquivalence({ urls, cookie, loaded, created }) {
  const picks = [...loaded.slice(0, 3).map((d) => ({ ...d, via: 'loaded' })), ...created.slice(0, 3).map((d) => ({ ...d, via: 'api' }))];
  const problems = [];
  let keys = null;
  for (const [i, d] of picks.entries()) {
    const url = urls[i % urls.length];
    const doc = (await ok(url, cookie, 'GET', `/api/documents/${d.id}`)).body;
    const shape = Object.keys(doc).sort().join(',');
    keys ??= shape;
    if (shape !== keys) problems.push(`${d.via} ${d.id}: fields ${shape} differ from ${keys}`);
    if (doc.status !== 'active') problems.push(`${d.via} ${d.id}: status ${doc.status}`);
    const code = /KB-\d+/.exec(doc.title)?.[0];
    const found = (await ok(url, cookie, 'GET', `/api/documents?search=${encodeURIComponent(code)}`)).body;
    if (found.total !== 1 || found.documents[0]?.id !== d.id) problems.push(`${d.via} ${d.id}: search ${code} found ${found.total}`);
  }
  if (problems.length) throw new Error(`loaded and API-created documents differ:\n${problems.join('\n')}`);
  return `equivalent: ${picks.length} documents (${Math.min(3, loaded.length)} loaded, ${Math.min(3, created.length)} via the API) read back with the same fields, active, each found alone by a search for its code`;
}

/** Stops every child, drops the schema, deletes the run's Redis keys; says what it removed. */
export async function cleanupRun({ stopAll, DATABASE_URL, REDIS_URL, schema, prefixes }) {
  await stopAll();
  const pg = require('pg');
  const client = new pg.Client({ connectionString: DATABASE_URL });
  try {
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } catch (error) {
    console.error(`could not drop schema ${schema}: ${error.message}`);
  } finally {
    await client.end().catch(() => undefined);
  }
  const { createClient } = require('redis');
  const redis = createClient({ url: REDIS_URL });
  redis.on('error', () => undefined);
  let deleted = 0;
  try {
    await redis.connect();
    for (const prefix of prefixes) {
      for await (const keys of redis.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 })) {
        const batch = Array.isArray(keys) ? keys : [keys];
        if (batch.length) deleted += await redis.del(batch);
      }
    }
    await redis.quit();
  } catch (error) {
    console.error(`could not clean Redis keys ${prefixes.join(', ')}*: ${error.message}`);
  }
  console.log(`cleanup: schema ${schema} dropped, ${deleted} Redis keys of this run deleted`);
}

/**
 * A line a minute while the instances start, so that a start that does not end says how far it got:
 * each one's live/ready times and RSS and, once it is live and the admin can sign in, its slowest
 * projection's global position (from the admin's view of `/health`) against the events in the store.
 */
export function startProgress({ instances, admin, events, signIn, rssMb, now }) {
  const at = (ms) => (ms === undefined ? 'not yet' : `${(ms / 1000).toFixed(1)} s`);
  let busy = false;
  const slowest = async (inst) => {
    if (inst.liveMs === undefined) return '';
    try {
      inst.progressCookie ??= await signIn(inst.url, admin.username, admin.password);
      const res = await fetch(`${inst.url}/health`, { headers: { cookie: inst.progressCookie }, signal: AbortSignal.timeout(10_000) });
      const { projections = {} } = await res.json();
      const [name, position] = Object.entries(projections)
        .map(([n, p]) => [n, Number(/\/(\d+)$/.exec(p)?.[1] ?? 0)])
        .sort((a, b) => a[1] - b[1])[0] ?? ['-', 0];
      // Which readiness checks fail (migrations stays false when the start's catch-up gave up).
      const { checks = {} } = await (await fetch(`${inst.url}/health/ready`, { signal: AbortSignal.timeout(10_000) })).json();
      const failing = Object.keys(checks).filter((k) => !checks[k]);
      return `, slowest projection ${name} at event ${position} of ${events}${failing.length ? `, failing: ${failing.join(' ')}` : ''}`;
    } catch {
      return ', projections not readable yet';
    }
  };
  const timer = setInterval(async () => {
    if (busy) return;
    busy = true;
    const lines = await Promise.all(
      instances.map(
        async (inst, i) =>
          `instance ${i + 1}: live ${at(inst.liveMs)}, ready ${at(inst.readyMs)}, RSS ${rssMb(inst.pid)} MB${await slowest(inst)}`,
      ),
    );
    console.log(`  ${((now() - instances[0].started) / 1000).toFixed(0)} s: ${lines.join('; ')}`);
    busy = false;
  }, 60_000);
  return () => clearInterval(timer);
}
