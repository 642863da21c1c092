// npm run bench:start — how long a fresh instance takes to open its HTTP port and to be ready, and
// how much memory it holds, on a store of N documents (issue 50, items 1–2).
//
//   npm run bench:start [-- --docs=20000 --starts=2 --store=DIR --main=backend/dist/main.js --timeout=1800]
//
// The store: N DocumentCreated events (a title and 2–5 KB of English or Arabic text each, two
// thirds Arabic, paragraphs of /work/shared/eval or bench/new-eval with their numbers shifted),
// appended through the event store port, 16 streams at a time. Embedded PGlite on disk by default
// (`--store=DIR` keeps it between runs: made once, reused when DIR holds one of as many documents);
// with DATABASE_URL a fresh schema on the Postgres server, dropped at the end.
// The product runs as `npm start` runs it: `node backend/dist/main.js` with the start script's environment (SEED=false, LOG_LEVEL=warn).
// One start first lets the SQL read models catch up (a restarted instance, or a new one beside
// running ones, finds them caught up); then each measured start counts from the spawn:
//   live  — the first 200 of /health/live;  ready — the first 200 of /health/ready;
//   rss   — the process's resident memory once ready, and again after a full GC (SIGUSR2).
// Floors of the same run: a bare `node -e` HTTP server's first 200, and a plain SELECT of every
// document row (id, title, content) on the same database.
import { spawn } from 'node:child_process';
import { randomUUID, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CATEGORY_CODES } from '../contracts/dist/index.js';
import { Database } from '../backend/dist/database/database.js';
import { PostgresEventStore } from '../backend/dist/event-store/postgres/postgres-event-store.js';
import { mulberry32, printTable, time } from './lib.mjs';
import { productEnv, productFlags, smaps } from './scale/processes.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const DOCS = Number(option('docs', '20000'));
const STARTS = Number(option('starts', '2'));
const KEEP = option('store', null);
// --timeout=: seconds a start may take to be ready (a rebuild of a large store on a loaded machine takes long).
const TIMEOUT_MS = Number(option('timeout', '1800')) * 1000;
// --main=: another build of the product (e.g. the one before a change, built elsewhere).
const MAIN = option('main', new URL('../backend/dist/main.js', import.meta.url).pathname);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Paragraphs of the eval corpora, by language. */
function paragraphs() {
  const pools = { en: [], ar: [] };
  const titles = { en: [], ar: [] };
  const dirs = ['/work/shared/eval', new URL('./new-eval', import.meta.url).pathname].filter(existsSync);
  for (const dir of dirs) {
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      let json;
      try {
        json = JSON.parse(readFileSync(join(dir, file), 'utf8'));
      } catch {
        continue;
      }
      if (!Array.isArray(json.data)) continue;
      for (const article of json.data) {
        for (const p of article.paragraphs ?? []) {
          const lang = /[\u0600-\u06FF]/.test(p.context) ? 'ar' : 'en';
          pools[lang].push(p.context);
          if (article.title) titles[lang].push(String(article.title).replace(/_/g, ' '));
        }
      }
    }
  }
  return { pools, titles };
}

function makeDocuments(n) {
  const { pools, titles } = paragraphs();
  const rand = mulberry32(50);
  const pick = (xs) => xs[Math.floor(rand() * xs.length)];
  let clock = Date.parse('2024-01-01T00:00:00Z');
  return Array.from({ length: n }, (_, i) => {
    const lang = i % 3 === 0 ? 'en' : 'ar';
    const target = 2000 + Math.floor(rand() * 3000);
    const parts = [];
    let length = 0;
    while (length < target) {
      const p = pick(pools[lang]).replace(/\d+/g, (d) => String((Number(d) + i) % 10000));
      parts.push(p);
      length += p.length + 2;
    }
    const id = randomUUID();
    const data = {
      id,
      title: `${pick(titles[lang] ?? ['Document'])} ${i % 997}`,
      content: parts.join('\n\n'),
      category: CATEGORY_CODES[i % CATEGORY_CODES.length],
      status: rand() < 0.9 ? 'active' : 'draft',
      createdBy: 'bench',
    };
    const metadata = { actor: 'bench', correlationId: randomUUID(), causationId: null, at: new Date((clock += 1000)).toISOString() };
    return { stream: `document-${id}`, event: { id: randomUUID(), type: 'DocumentCreated', data, metadata } };
  });
}

/** Where the product's database is, as env for the child and options for Database.open. */
function target() {
  if (process.env.DATABASE_URL) {
    const schema = `bench_start_${randomBytes(4).toString('hex')}`;
    // The instance's local copies of its snapshots, removed with the schema.
    const copies = mkdtempSync(join(tmpdir(), 'kb-bench-start-snapshots-'));
    return {
      label: `Postgres server (schema ${schema})`,
      env: { DATABASE_URL: process.env.DATABASE_URL, DATABASE_SCHEMA: schema, SNAPSHOT_CACHE_DIR: copies },
      db: { databaseUrl: process.env.DATABASE_URL, databaseSchema: schema, dataDir: '' },
      fresh: true,
      cleanup: async () => {
        rmSync(copies, { recursive: true, force: true });
        const db = await Database.open({ databaseUrl: process.env.DATABASE_URL, databaseSchema: null, dataDir: '' });
        await db.query(`DROP SCHEMA "${schema}" CASCADE`);
        await db.close();
      },
    };
  }
  const dir = KEEP ?? mkdtempSync(join(tmpdir(), 'kb-bench-start-'));
  const marker = join(dir, '.bench-start-docs');
  const made = existsSync(marker) && readFileSync(marker, 'utf8').split(' ')[0] === String(DOCS);
  if (!made && KEEP) rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return {
    label: `embedded PGlite on disk (${dir})`,
    env: { DATA_DIR: dir },
    db: { databaseUrl: null, databaseSchema: null, dataDir: dir },
    fresh: !made,
    caughtUp: made && readFileSync(marker, 'utf8').includes('caught-up'),
    made: () => writeFileSync(marker, String(DOCS)),
    done: () => writeFileSync(marker, `${DOCS} caught-up`),
    cleanup: async () => KEEP || rmSync(dir, { recursive: true, force: true }),
  };
}

async function prepare(where) {
  const db = await Database.open(where.db);
  const store = new PostgresEventStore(db);
  await store.init();
  const docs = makeDocuments(DOCS);
  const bytes = docs.reduce((sum, d) => sum + d.event.data.content.length, 0);
  const ms = await time(async () => {
    for (let i = 0; i < docs.length; i += 16)
      await Promise.all(docs.slice(i, i + 16).map((d) => store.append(d.stream, [d.event], 'no_stream')));
  });
  await store.close();
  await db.close();
  return { ms, bytes };
}

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

const status = (url) =>
  fetch(url, { signal: AbortSignal.timeout(2000) }).then(
    (r) => r.arrayBuffer().then(() => r.status),
    () => 0,
  );

const rssOf = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024;

/** Spawns `argv` and polls the URLs every 10 ms: ms from the spawn to each one's first 200. */
async function startTimed(argv, env, paths, { timeoutMs = 600_000 } = {}) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, argv, {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const exited = new Promise((r) => child.once('exit', r));
  const at = {};
  const exitedEarly = () => child.exitCode !== null;
  for (const path of paths) {
    while (!(path in at)) {
      if (exitedEarly()) throw new Error(`exited with ${child.exitCode}: ${stderr.slice(-2000)}`);
      if (performance.now() - started > timeoutMs) {
        child.kill('SIGKILL');
        throw new Error(`${path} not 200 after ${timeoutMs} ms`);
      }
      if ((await status(`http://127.0.0.1:${port}${path}`)) === 200) at[path] = performance.now() - started;
      else await sleep(10);
    }
  }
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  return { child, at, stop, port };
}

async function productStart(where, timeoutMs = TIMEOUT_MS) {
  const env = { ...productEnv(), ...where.env, SEED: 'false', LOG_LEVEL: 'warn', REDIS_URL: '', FRONTEND_DIST: '' };
  // SIGUSR2: a full GC, to read the memory the process holds rather than garbage not yet collected,
  // and another half a second later: V8 frees a dead ArrayBuffer's memory after the GC that found it
  // (the 312 MB a 50,000-document restore reads its snapshot into was still counted after one GC).
  // It also writes what V8 holds after them (process.memoryUsage) to MEM_REPORT.
  const report = join(tmpdir(), `kb-bench-start-${process.pid}-${randomUUID()}.json`);
  const gcOnSignal = `data:text/javascript,${encodeURIComponent(
    "import { writeFileSync } from 'node:fs'; process.on('SIGUSR2', () => { globalThis.gc(); setTimeout(() => { globalThis.gc(); writeFileSync(process.env.MEM_REPORT, JSON.stringify(process.memoryUsage())); }, 500); });",
  )}`;
  const run = await startTimed(
    ['--expose-gc', `--import=${gcOnSignal}`, ...productFlags(), MAIN],
    { ...env, MEM_REPORT: report },
    ['/health/live', '/health/ready'],
    {
      timeoutMs,
    },
  );
  const rss = rssOf(run.child.pid);
  run.child.kill('SIGUSR2');
  await sleep(1500);
  const rssGc = rssOf(run.child.pid);
  const split = smaps(run.child.pid);
  const usage = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : null;
  rmSync(report, { force: true });
  await run.stop();
  return { live: run.at['/health/live'], ready: run.at['/health/ready'], rss, rssGc, split, usage };
}

async function floorHttp() {
  const code = `require('http').createServer((q,s)=>s.end('ok')).listen(+process.env.PORT,'127.0.0.1')`;
  const run = await startTimed(['-e', code], {}, ['/']);
  await run.stop();
  return run.at['/'];
}

async function floorSelect(where) {
  const db = await Database.open(where.db);
  let rows = 0;
  const ms = await time(async () => (rows = (await db.query('SELECT id, title, content FROM documents')).rows.length));
  await db.close();
  return { ms, rows };
}

const where = target();
const mb = (b) => `${(b / 1e6).toFixed(0)} MB`;
try {
  if (where.fresh) {
    const made = await prepare(where);
    where.made?.();
    console.log(`Store: ${DOCS} documents, ${mb(made.bytes)} of text, appended in ${(made.ms / 1000).toFixed(1)} s.`);
  }
  if (!where.caughtUp) {
    // The SQL read models catch up once (a restarted or an added instance finds them caught up).
    const first = await productStart(where, 3_600_000);
    console.log(`First start (SQL read models catching up on every document): ready after ${(first.ready / 1000).toFixed(1)} s.`);
    where.done?.();
  }
  console.log(`${where.label}; ${DOCS} documents.`);
  const rows = [];
  for (let s = 0; s < STARTS; s++) {
    const http = await floorHttp();
    const select = await floorSelect(where);
    const run = await productStart(where);
    rows.push({
      start: s + 1,
      'bare node listen ms': http.toFixed(0),
      'live ms': run.live.toFixed(0),
      'live / bare': (run.live / http).toFixed(1),
      [`SELECT ${select.rows} docs ms`]: select.ms.toFixed(0),
      'ready ms': run.ready.toFixed(0),
      'ready / SELECT': (run.ready / select.ms).toFixed(1),
      'rss ready': mb(run.rss),
      'rss after gc': mb(run.rssGc),
      // After the GC: V8's heap and array buffers (MiB, process.memoryUsage) and, from
      // /proc/PID/smaps, the largest anonymous mapping (embedded: PGlite's WebAssembly memory),
      // the main malloc heap, and the files mapped (code).
      'V8 heap used MB': run.usage ? Math.round(run.usage.heapUsed / 1048576) : '-',
      'V8 heap total MB': run.usage ? Math.round(run.usage.heapTotal / 1048576) : '-',
      'array buffers MB': run.usage ? Math.round(run.usage.arrayBuffers / 1048576) : '-',
      'largest anon MB': run.split.anonLargest,
      'malloc [heap] MB': run.split.heap,
      'files MB': run.split.files,
    });
  }
  printTable(rows);
} finally {
  await where.cleanup();
}
