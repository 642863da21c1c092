// Where one server-mode instance's memory goes during a bench:scale-like run (issue 50 item 2).
// Measurement only: one instance on a Postgres schema with Redis, then, phase by phase, signed-in
// accounts, sockets from a forked client, questions, library searches and document changes; after
// each phase a full GC in the instance and its process.memoryUsage(), V8 heap spaces and
// /proc/PID/smaps split into the V8 heap, the main malloc heap, other anonymous mappings and files.
//
//   node bench/scale/probe-memory.mjs [--docs=20000 --sockets=700 --tabs=10 --questions=17 --changes=11]
//        [--schema=NAME --snapshots=DIR]   reuse a loaded schema and its local snapshot copies
//        [--main=backend/dist-base/main.js] another build
//        [--no-start-env]                  without the environment and Node flags npm start sets (a build from before them)
//        [--keep]                          keep the schema (printed) for the next run
//        [--env=K=V,K=V]                   extra environment for the instance, over npm start's (e.g. MALLOC_MMAP_THRESHOLD_=)
//        [--heap-snapshot=ready,questions] write a heap snapshot after those phases' GC (in the cwd)
//   PROBE_NODE_FLAGS='--max-semi-space-size=4' adds Node flags to the instance's command line.
import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Database } from '../../backend/dist/database/database.js';
import { PostgresEventStore } from '../../backend/dist/event-store/postgres/postgres-event-store.js';
import { printTable } from '../lib.mjs';
import { loadDocuments, loadPools, questionsOf, synthesise } from './corpus.mjs';
import { forkClient, freePort, productEnv, productFlags, rssMb, smaps, stopAll, stopOne, untilOk } from './processes.mjs';
import { makeUsers, ok, signIn } from './api.mjs';
import { cleanupRun } from './run.mjs';
import { spawn } from 'node:child_process';

const args = process.argv.slice(2);
const arg = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const flag = (name) => args.includes(`--${name}`);
const DOCS = Number(arg('docs', '20000'));
const SOCKETS = Number(arg('sockets', '700'));
const TABS = Number(arg('tabs', '10'));
const QUESTIONS = Number(arg('questions', '17'));
const CHANGES = Number(arg('changes', '11'));
// --heap-snapshot=ready,questions: phases after whose GC the instance writes a heap snapshot (in the cwd).
const SNAP_PHASES = (arg('heap-snapshot', '') || '').split(',').filter(Boolean);
// --main=: another build of the product (e.g. the one before a change, copied elsewhere in the repository).
const MAIN = arg('main', 'backend/dist/main.js');
const EXTRA_ENV = Object.fromEntries(
  (arg('env', '') || '')
    .split(',')
    .filter(Boolean)
    .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
);
const DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const run = randomBytes(4).toString('hex');
const schema = arg('schema', `bench_probe_${run}`);
const reuse = Boolean(arg('schema', null));
const deployment = `bench-probe-${run}`;
const snapshots = arg('snapshots', null) ?? mkdtempSync(join(tmpdir(), 'bench-probe-snapshots-'));
mkdirSync(snapshots, { recursive: true });
const ADMIN = { username: 'probeadmin', password: 'Probe-admin-Bench!pw' };
const report = join(tmpdir(), `bench-probe-${run}.json`);
const fmtLoad = (l) => l.map((x) => x.toFixed(2)).join(' ');
const MB = (b) => Math.round(b / 1048576);
const load0 = loadavg();
console.log(`probe-memory: load average at start ${fmtLoad(load0)}; schema ${schema}${reuse ? ' (reused)' : ''}, snapshots ${snapshots}`);

// In the instance: SIGUSR2 runs a full GC, another half a second later (a dead ArrayBuffer's memory goes after a later GC), and writes what it holds (memoryUsage, heap spaces) to MEM_REPORT.
const hook = `data:text/javascript,${encodeURIComponent(
  `import v8 from 'node:v8'; import { existsSync, writeFileSync } from 'node:fs';
   process.on('SIGUSR2', () => { globalThis.gc(); setTimeout(() => { globalThis.gc();
     const spaces = Object.fromEntries(v8.getHeapSpaceStatistics().map((s) => [s.space_name, { size: s.space_size, used: s.space_used_size, physical: s.physical_space_size }]));
     if (process.env.MEM_HEAP_SNAPSHOT && existsSync(process.env.MEM_REPORT + '.snap')) v8.writeHeapSnapshot(process.env.MEM_HEAP_SNAPSHOT + '-' + Date.now() + '.heapsnapshot');
     writeFileSync(process.env.MEM_REPORT, JSON.stringify({ usage: process.memoryUsage(), spaces, at: Date.now() })); }, 500); });`,
)}`;

const env = {
  DATABASE_URL,
  DATABASE_SCHEMA: schema,
  REDIS_URL,
  DEPLOYMENT_ID: deployment,
  SNAPSHOT_CACHE_DIR: snapshots,
  SEED: 'false',
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  FRONTEND_DIST: '',
  LOG_LEVEL: 'warn',
  KB_TEST_CHEAP_PASSWORD_HASH: '1',
  MEM_REPORT: report,
  ...(SNAP_PHASES.length && { MEM_HEAP_SNAPSHOT: join(process.cwd(), `probe-${run}`) }),
  ...EXTRA_ENV,
};

async function spawnProbed() {
  const port = await freePort();
  const started = performance.timeOrigin + performance.now();
  const child = spawn(
    process.execPath,
    [
      '--expose-gc',
      `--import=${hook}`,
      ...(flag('no-start-env') ? [] : productFlags()),
      ...(process.env.PROBE_NODE_FLAGS?.split(' ').filter(Boolean) ?? []),
      MAIN,
    ],
    {
      cwd: new URL('../../', import.meta.url).pathname,
      env: { ...process.env, ...(flag('no-start-env') ? {} : productEnv()), ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  mine.add(child);
  child.stdout.on('data', (c) => (log = (log + c).slice(-4000)));
  child.stderr.on('data', (c) => (log = (log + c).slice(-4000)));
  return { child, pid: child.pid, url: `http://127.0.0.1:${port}`, started, log: () => log, label: 'instance' };
}

const rows = [];
const mine = new Set();
async function measure(inst, phase) {
  const snap = SNAP_PHASES.includes(phase);
  if (snap) writeFileSync(`${report}.snap`, '');
  else rmSync(`${report}.snap`, { force: true });
  const before = existsSync(report) ? readFileSync(report, 'utf8') : '';
  inst.child.kill('SIGUSR2');
  for (let i = 0; i < (snap ? 2000 : 200) && (!existsSync(report) || readFileSync(report, 'utf8') === before); i++)
    await new Promise((r) => setTimeout(r, 50));
  await new Promise((r) => setTimeout(r, 300));
  const { usage, spaces } = JSON.parse(readFileSync(report, 'utf8'));
  const sm = smaps(inst.pid);
  const row = {
    phase,
    rss: rssMb(inst.pid),
    heapTotal: MB(usage.heapTotal),
    heapUsed: MB(usage.heapUsed),
    old: MB(spaces.old_space.used),
    lo: MB(spaces.large_object_space.used),
    code: MB(spaces.code_space.used),
    newSpace: MB(spaces.new_space.size),
    oldSize: MB(spaces.old_space.size),
    external: MB(usage.external),
    arrayBuffers: MB(usage.arrayBuffers),
    '[heap]': sm.heap,
    'anon>=32M': sm.anonBig,
    'anon<32M': sm.anonSmall,
    files: sm.files,
    peak: rssMb(inst.pid, 'VmHWM'),
  };
  rows.push(row);
  console.log(JSON.stringify(row));
  return row;
}

const cleanup = async () => {
  await Promise.all([...mine].map((child) => stopOne({ child })));
  await stopAll();
  // A kept schema stays for the next run; the run's Redis keys go either way.
  const keepSchema = flag('keep') || reuse;
  await cleanupRun({ stopAll, DATABASE_URL, REDIS_URL, schema: keepSchema ? `bench_probe_none_${run}` : schema, prefixes: [deployment] });
  rmSync(report, { force: true });
  rmSync(`${report}.snap`, { force: true });
};
process.on('SIGINT', () => cleanup().finally(() => process.exit(130)));

try {
  const corpus = loadPools();
  if (!reuse) {
    const cli = spawnSync(
      process.execPath,
      ['backend/dist/cli/users.js', 'add', ADMIN.username, 'Probe admin', 'admin', '--password', ADMIN.password],
      {
        env: { ...process.env, ...env },
        encoding: 'utf8',
      },
    );
    if (cli.status !== 0) throw new Error(`users CLI: ${cli.status}\n${cli.stdout}\n${cli.stderr}`);
    const db = await Database.open({ databaseUrl: DATABASE_URL, databaseSchema: schema, dataDir: '' });
    const store = new PostgresEventStore(db);
    await store.init();
    const loaded = await loadDocuments(store, DOCS, corpus);
    await store.close();
    await db.close();
    console.log(
      `loaded ${loaded.count} documents in ${(loaded.ms / 1000).toFixed(1)} s; first start (builds the read models and snapshots)`,
    );
    const first = await spawnProbed();
    await untilOk(`${first.url}/health/ready`, first.started, first, 3600_000);
    console.log(`first start ready after ${((performance.timeOrigin + performance.now() - first.started) / 1000).toFixed(1)} s`);
    await stopOne(first);
  }
  const inst = await spawnProbed();
  await untilOk(`${inst.url}/health/ready`, inst.started, inst, 600_000);
  console.log(
    `restart on local snapshot copies ready after ${((performance.timeOrigin + performance.now() - inst.started) / 1000).toFixed(1)} s`,
  );
  await measure(inst, 'ready');
  const url = inst.url;
  const admin = await signIn(url, ADMIN.username, ADMIN.password);
  // As bench:scale's equivalence step: documents created through the API move both memory indexes,
  // so the snapshot saver writes their snapshots 30-60 s after the start (core/snapshot-saver.ts).
  const [made] = [...synthesise(1, corpus, Number.parseInt(run, 16), 990000)];
  await ok(url, admin, 'POST', '/api/documents', { title: made.title, content: made.content, category: made.category, status: 'active' });
  await new Promise((r) => setTimeout(r, Math.max(0, inst.started + 75_000 - (performance.timeOrigin + performance.now()))));
  await measure(inst, 'first save');
  const users = await makeUsers({
    urls: [url],
    adminCookies: [admin],
    count: Math.ceil(SOCKETS / TABS),
    role: 'admin',
    prefix: `probe${run}u`,
    password: ADMIN.password,
  });
  const [asker] = await makeUsers({
    urls: [url],
    adminCookies: [admin],
    count: 1,
    role: 'agent',
    prefix: `probe${run}asker`,
    password: ADMIN.password,
  });
  await measure(inst, 'accounts');
  const client = forkClient(0);
  const targets = Array.from({ length: SOCKETS }, (_, j) => ({ url, cookie: users[Math.floor(j / TABS)].cookie }));
  const conn = await client.ask({ type: 'connect', kind: 'app', targets });
  console.log(`sockets connected ${conn.connected}, failed ${conn.failed}${conn.error ? `: ${conn.error}` : ''}`);
  await measure(inst, 'sockets');
  const questions = questionsOf(corpus, QUESTIONS);
  for (const q of questions) await ok(url, asker.cookie, 'POST', '/api/messages', { content: q.question, newConversationId: randomUUID() });
  await measure(inst, 'questions');
  for (const q of questions) await ok(url, asker.cookie, 'GET', `/api/documents?search=${encodeURIComponent(q.search)}&limit=20`);
  await measure(inst, 'searches');
  const list = (await ok(url, admin, 'GET', '/api/documents?limit=50')).body.documents;
  for (let r = 0; r < CHANGES; r++) {
    const doc = list[r % list.length];
    const marker = `Probe push ${run} ${r}`;
    await ok(url, admin, 'PATCH', `/api/documents/${doc.id}`, { title: marker });
    await client.ask({ type: 'collect', kind: 'app', marker, expected: conn.connected, timeoutMs: 30_000 });
  }
  await measure(inst, 'changes');
  await client.ask({ type: 'close' }).catch(() => undefined);
  await new Promise((r) => setTimeout(r, 2000));
  await measure(inst, 'sockets closed');
  printTable(rows);
} catch (error) {
  console.error(`probe failed: ${error?.stack ?? error}`);
  process.exitCode = 1;
} finally {
  await cleanup();
  console.log(
    `load average at end ${fmtLoad(loadavg())} (at start ${fmtLoad(load0)}); schema ${schema}${flag('keep') || reuse ? ' kept' : ' dropped'}`,
  );
}
