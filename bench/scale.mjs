// npm run bench:scale — three app instances on one Postgres schema with Redis (issue 50 item 6):
// N documents loaded, thousands of sockets from several client processes, and what a deployment's
// operator and users notice, each against a floor measured in the same run:
//   start-to-live / start-to-ready / RSS of each instance   floor: a bare Socket.IO + Redis server
//   answer and library-search latency through the API        floor: GET /health/live round trip
//   a document change reaching every socket (push fan-out)   floor: bare Socket.IO + Redis Streams broadcast
//
//   npm run bench:scale [-- --docs=20000 --sockets=2000 --clients=4 --tabs=10 --changes=30 --questions=50]
//   --docs=100000 works too (generated and loaded as a stream). Develop with --docs=2000 --sockets=200.
// DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) and REDIS_URL (default
// redis://127.0.0.1:6379): a fresh schema and DEPLOYMENT_ID (Redis prefix) per run, dropped and
// deleted at the end, also on Ctrl-C. See bench/scale/README.md for what each figure means.
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Database } from '../backend/dist/database/database.js';
import { PostgresEventStore } from '../backend/dist/event-store/postgres/postgres-event-store.js';
import { printTable } from './lib.mjs';
import { loadDocuments, loadPools, questionsOf, synthesise } from './scale/corpus.mjs';
import { forkClient, now, rssAfterGc, rssMb, spawnFloorServer, spawnInstance, stopAll, stopOne, untilOk } from './scale/processes.mjs';
import { makeUsers, ok, pool, signIn } from './scale/api.mjs';
import { compare, measureFanout, measureLatency } from './scale/measure.mjs';
import { cleanupRun, checkEquivalence, startProgress } from './scale/run.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const opt = {
  docs: option('docs', 20000),
  sockets: option('sockets', 2000),
  clients: option('clients', 4),
  tabs: option('tabs', 10),
  changes: option('changes', 30),
  questions: option('questions', 50),
  apiDocs: option('api-docs', 20),
  instances: option('instances', 3),
  warmup: option('warmup', 3),
  readyTimeoutS: option('ready-timeout', 1800),
  restarts: option('restarts', 2),
  // Instances of the first start on the empty schema (default: all). One, as the README advises for a
  // first build or an upgrade that rebuilds, spares the other two building the same read models.
  first: option('first', 0),
};
opt.first = Math.min(opt.instances, opt.first || opt.instances);
if (opt.first < opt.instances && opt.restarts < 1) throw new Error('--first below --instances needs --restarts=1 or more');
const DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const run = randomBytes(4).toString('hex');
const schema = `bench_scale_${run}`;
const deployment = `bench-scale-${run}`;
const floorPrefix = `bench-scale-floor-${run}`;
const ADMIN = { username: 'scaleadmin', password: `Scale-${run}-Bench!pw` };
const load0 = loadavg();
const fmtLoad = (l) => l.map((x) => x.toFixed(2)).join(' ');
const section = (title) => console.log(`\n== ${title}`);

let cleaning = null;
// The instances' local copies of their snapshots (SNAPSHOT_CACHE_DIR): one folder on this one machine.
const snapshotCopies = mkdtempSync(join(tmpdir(), 'bench-scale-snapshots-'));
const cleanup = () =>
  (cleaning ??= cleanupRun({ stopAll, DATABASE_URL, REDIS_URL, schema, prefixes: [deployment, floorPrefix] }).finally(() =>
    rmSync(snapshotCopies, { recursive: true, force: true }),
  ));
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.log(`\n${signal}: stopping the children, dropping schema ${schema}, deleting Redis keys ${deployment}*`);
    cleanup().finally(() => process.exit(130));
  });
}

console.log(
  `bench:scale node ${process.version}, ${cpus().length} cores, load average at start ${fmtLoad(load0)}; ` +
    `${opt.instances} instances, ${opt.docs} documents, ${opt.sockets} sockets from ${opt.clients} client processes (${opt.tabs} per user)`,
);
console.log(`schema ${schema}, DEPLOYMENT_ID ${deployment}, Postgres ${new URL(DATABASE_URL).host}, Redis ${new URL(REDIS_URL).host}`);

try {
  await main();
} catch (error) {
  // Interrupted: the children were stopped under main(), which then fails; that is not news.
  if (!cleaning) console.error(`\nbench:scale failed: ${error?.stack ?? error}`);
  process.exitCode = 1;
} finally {
  await cleanup();
  console.log(`\nload average at end ${fmtLoad(loadavg())} (at start ${fmtLoad(load0)}); node ${process.version}`);
}

async function main() {
  const env = {
    DATABASE_URL,
    DATABASE_SCHEMA: schema,
    REDIS_URL,
    DEPLOYMENT_ID: deployment,
    SNAPSHOT_CACHE_DIR: snapshotCopies,
    SEED: 'false',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    FRONTEND_DIST: '',
    LOG_LEVEL: 'warn',
    // Accounts are set-up, not measured: the cheap argon2 of test runs (ignored with NODE_ENV=production).
    KB_TEST_CHEAP_PASSWORD_HASH: '1',
  };
  // SEED=false skips every first-start seeder, the first admin's included: it is made as an operator
  // would, with the users CLI, on the empty schema.
  const cli = spawnSync(
    process.execPath,
    ['backend/dist/cli/users.js', 'add', ADMIN.username, 'Scale admin', 'admin', '--password', ADMIN.password],
    {
      env: { ...process.env, ...env },
      encoding: 'utf8',
    },
  );
  if (cli.status !== 0) throw new Error(`users CLI: ${cli.status}\n${cli.stdout}\n${cli.stderr}`);

  section(`loading ${opt.docs} documents through the event store port (DocumentCreated, one stream each)`);
  const corpus = loadPools();
  const db = await Database.open({ databaseUrl: DATABASE_URL, databaseSchema: schema, dataDir: '' });
  const store = new PostgresEventStore(db);
  await store.init();
  const loaded = await loadDocuments(store, opt.docs, corpus);
  const events = Number((await store.headPosition())?.minor ?? 0);
  await store.close();
  await db.close();
  printTable([
    {
      documents: loaded.count,
      seconds: (loaded.ms / 1000).toFixed(1),
      'docs/s': Math.round(loaded.count / (loaded.ms / 1000)),
      'avg text bytes': loaded.avgBytes,
      arabic: `${Math.round((100 * loaded.arabic) / Math.max(1, loaded.count))}%`,
    },
  ]);

  section(`start: ${opt.first} instance${opt.first > 1 ? 's' : ''} spawned at once (node backend/dist/main.js), health polled every 50 ms`);
  console.log('the first start on this schema: every SQL read model and both memory indexes are built from the events, then snapshotted');
  let instances = await startInstances(env, events, opt.first);
  const floors = [];
  for (let i = 0; i < opt.instances; i++) {
    const f = await spawnFloorServer({ REDIS_URL, FLOOR_PREFIX: floorPrefix });
    f.liveMs = await untilOk(`${f.url}/health`, f.started, f, 60_000);
    f.readyRss = rssMb(f.pid);
    floors.push(f);
  }
  const floorLive = floors.reduce((a, f) => a + f.liveMs, 0) / floors.length;
  const floorRss = floors.reduce((a, f) => a + f.readyRss, 0) / floors.length;
  printStart(instances, floors, floorLive, floorRss);
  // A restart is what a deployment does every day: the read models are current and the memory
  // indexes restore their snapshots (issue 50 item 1: live within a second, ready within 5 s at 20k).
  // Restart 1 finds the local copies the instances wrote of their snapshots (a process restarted on
  // its machine); restart 2 has none and reads the rows (new machines, as a rolling deployment's).
  for (let r = 1; r <= opt.restarts; r++) {
    const local = r % 2 === 1;
    section(
      `restart ${r}: the ${instances.length} running stopped (SIGTERM), ${opt.instances} spawned again at once, ` +
        (local
          ? 'with the local copies of their snapshots (the same machine)'
          : 'without local copies: snapshots read from Postgres (new machines)'),
    );
    await Promise.all(instances.map((inst) => stopOne(inst)));
    if (!local) for (const f of readdirSync(snapshotCopies)) rmSync(join(snapshotCopies, f), { force: true });
    instances = await startInstances(env, events);
    printStart(instances, floors, floorLive, floorRss);
  }
  const urls = instances.map((i) => i.url);

  const adminCookies = await Promise.all(urls.map((u) => signIn(u, ADMIN.username, ADMIN.password)));
  section(`equivalence: ${opt.apiDocs} documents created through POST /api/documents beside the loaded ones`);
  const apiDocs = [...synthesise(opt.apiDocs, corpus, 4242, 900000)];
  const created = await pool(apiDocs, 3, (d, i) =>
    ok(urls[i % urls.length], adminCookies[i % urls.length], 'POST', '/api/documents', {
      title: d.title,
      content: d.content,
      category: d.category,
      status: 'active',
    }),
  );
  console.log(await checkEquivalence({ urls, cookie: adminCookies[0], loaded: loaded.sample, created: created.map((c) => c.body) }));

  section(`users and sockets: ${Math.ceil(opt.sockets / opt.tabs)} admin accounts (POST /api/admin/users), signed in once each`);
  let t0 = now();
  const users = await makeUsers({
    urls,
    adminCookies,
    count: Math.ceil(opt.sockets / opt.tabs),
    role: 'admin',
    prefix: `scale${run}u`,
    password: ADMIN.password,
  });
  const [asker] = await makeUsers({ urls, adminCookies, count: 1, role: 'agent', prefix: `scale${run}asker`, password: ADMIN.password });
  const usersMs = now() - t0;
  const clients = Array.from({ length: opt.clients }, (_, i) => forkClient(i));
  const targets = clients.map(() => ({ app: [], floor: [] }));
  for (let j = 0; j < opt.sockets; j++) {
    const c = j % opt.clients;
    targets[c].app.push({ url: urls[j % urls.length], cookie: users[Math.floor(j / opt.tabs)].cookie });
    targets[c].floor.push({ url: floors[j % floors.length].url });
  }
  t0 = now();
  const appConn = await Promise.all(clients.map((c, i) => c.ask({ type: 'connect', kind: 'app', targets: targets[i].app })));
  const appConnMs = now() - t0;
  t0 = now();
  const floorConn = await Promise.all(clients.map((c, i) => c.ask({ type: 'connect', kind: 'floor', targets: targets[i].floor })));
  const floorConnMs = now() - t0;
  const counts = clients.map((_, i) => ({ app: appConn[i].connected, floor: floorConn[i].connected }));
  const sum = (xs, k) => xs.reduce((n, x) => n + x[k], 0);
  printTable([
    { what: 'accounts made and signed in', n: users.length + 1, seconds: (usersMs / 1000).toFixed(1), failed: 0 },
    { what: 'app sockets connected', n: sum(appConn, 'connected'), seconds: (appConnMs / 1000).toFixed(1), failed: sum(appConn, 'failed') },
    {
      what: 'floor sockets connected',
      n: sum(floorConn, 'connected'),
      seconds: (floorConnMs / 1000).toFixed(1),
      failed: sum(floorConn, 'failed'),
    },
  ]);
  const firstError = [...appConn, ...floorConn].find((c) => c.error)?.error;
  if (firstError) console.log(`first connect error: ${firstError}`);

  section(`answer and search latency: ${opt.questions} XQuAD questions (English and Arabic) as one agent, instances in turn`);
  const questions = questionsOf(corpus, opt.questions);
  const lat = await measureLatency({ urls, cookie: asker.cookie, questions, warmup: Math.min(5, questions.length) });
  printTable([
    compare('answer: POST /api/messages', lat.answer, lat.floor, 'GET /health/live'),
    compare('search: GET /api/documents?search=', lat.search, lat.floor, 'GET /health/live'),
  ]);
  console.log(`answers citing a document: ${lat.sourced} of ${lat.n}; searches finding one: ${lat.found} of ${lat.n}`);

  section(
    `push fan-out: ${opt.changes} document changes (PATCH as an admin), document:changed to every socket, after ${opt.warmup} unmeasured`,
  );
  const fan = await measureFanout({
    clients,
    counts,
    urls,
    adminCookies,
    floorUrls: floors.map((f) => f.url),
    sample: loaded.sample,
    rounds: opt.changes,
    warmup: opt.warmup,
    run,
    timeoutMs: 30_000,
  });
  const FLOOR = 'bare Socket.IO + Redis Streams';
  printTable([
    compare(`each receipt (${sum(counts, 'app')} sockets)`, fan.app, fan.floor, FLOOR),
    compare('last receipt of a change', fan.appLast, fan.floorLast, FLOOR),
    compare('PATCH response (for scale)', fan.patchMs, [], '-'),
  ]);
  console.log(
    `payload ${fan.bytes} bytes; receipts missing after 30 s: app ${fan.missing.app}, floor ${fan.missing.floor}; sockets disconnected at the end: ${fan.disconnected}`,
  );

  section('memory after the run');
  const rssNow = [...instances, ...floors].map((p) => rssMb(p.pid));
  const gcAfterRun = await rssAfterGc(instances);
  printTable(
    [...instances, ...floors].map((p, i) => ({
      process: i < instances.length ? `instance ${i + 1}` : `floor ${i - instances.length + 1}`,
      'RSS at ready MB': p.readyRss,
      'RSS now MB': rssNow[i],
      'RSS after GC MB': i < instances.length ? gcAfterRun[i] : '-',
      'peak RSS MB': rssMb(p.pid, 'VmHWM'),
    })),
  );
  await Promise.all(clients.map((c) => c.ask({ type: 'close' }).catch(() => undefined)));
}

/** Spawns the instances at once and waits for each one's live and ready; RSS at ready, after a GC, and the peak. */
async function startInstances(env, events, count = opt.instances) {
  const instances = await Promise.all(Array.from({ length: count }, () => spawnInstance(env)));
  const stopProgress = startProgress({ instances, admin: ADMIN, events, signIn, rssMb, now });
  try {
    await Promise.all(
      instances.map(async (inst) => {
        inst.liveMs = await untilOk(`${inst.url}/health/live`, inst.started, inst, opt.readyTimeoutS * 1000);
        inst.readyMs = await untilOk(`${inst.url}/health/ready`, inst.started, inst, opt.readyTimeoutS * 1000);
        inst.readyRss = rssMb(inst.pid);
        inst.peakRss = rssMb(inst.pid, 'VmHWM');
      }),
    );
  } finally {
    stopProgress();
  }
  const afterGc = await rssAfterGc(instances);
  instances.forEach((inst, i) => (inst.gcRss = afterGc[i]));
  return instances;
}

function printStart(instances, floors, floorLive, floorRss) {
  const rows = instances.map((inst, i) => ({
    process: `instance ${i + 1}`,
    'spawn->live ms': Math.round(inst.liveMs),
    'spawn->ready ms': Math.round(inst.readyMs),
    'RSS at ready MB': inst.readyRss,
    'RSS after GC MB': inst.gcRss,
    'peak RSS MB': inst.peakRss,
    'live / floor': (inst.liveMs / floorLive).toFixed(1),
    'ready / floor': (inst.readyMs / floorLive).toFixed(1),
    'RSS / floor': (inst.gcRss / floorRss).toFixed(1),
  }));
  rows.push({
    process: `floor: bare Socket.IO + Redis (mean of ${floors.length})`,
    'spawn->live ms': Math.round(floorLive),
    'spawn->ready ms': '-',
    'RSS at ready MB': Math.round(floorRss),
    'RSS after GC MB': '-',
    'peak RSS MB': '-',
    'live / floor': '1.0',
    'ready / floor': '-',
    'RSS / floor': '1.0',
  });
  printTable(rows);
}
