// node bench/library-ui.mjs — the library screen in Chromium with 50,000 documents against the
// same screen with 100, in one run (after `npm run build`).
//
//   node bench/library-ui.mjs [-- --large=50000 --small=100 --rounds=12]
//
// Two data directories are filled with DocumentCreated events (variants of the seed documents,
// 80% active), then two app instances start on them (the seeded accounts and 44 seed documents
// come on top) and project them. An agent signs in on each; every round, alternating which app
// goes first so drift on a shared machine hits both alike, it times:
//   first page: navigation to /library until the first rows are on screen;
//   search:     typing a word until the rows of its answer are on screen (includes the client's
//               300 ms pause before it asks), and from the request until they are on screen.
// The ratio large / small of the medians is what to read; absolute times depend on the machine.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { Database } from '../backend/dist/database/database.js';
import { PostgresEventStore } from '../backend/dist/event-store/postgres/postgres-event-store.js';
import { SEED_DOCUMENTS } from '../backend/dist/documents/seed/seed-documents.js';
import { median, mulberry32, percentile, printTable } from './lib.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const LARGE = Number(option('large', '50000'));
const SMALL = Number(option('small', '100'));
const ROUNDS = Number(option('rounds', '12'));
const WARMUP = 2;
const SEARCHES = ['roaming', 'leave', 'refund', 'password', 'التجوال', 'الإجازة', 'invoice', 'complaint'];

for (const built of ['backend/dist/main.js', 'frontend/dist/index.html']) {
  if (!existsSync(join(root, built))) throw new Error(`${built} is missing: run \`npm run build\` first.`);
}

const rand = mulberry32(20260101);
const pick = (list) => list[Math.floor(rand() * list.length)];
function makeDocument(i) {
  const seed = pick(SEED_DOCUMENTS);
  const paragraphs = seed.content.split('\n\n');
  const kept = paragraphs.filter(() => rand() < 0.7);
  const r = rand();
  return {
    id: randomUUID(),
    title: `${seed.title} ${1 + (i % 997)}`,
    content: (kept.length ? kept : paragraphs).join('\n\n'),
    category: seed.category,
    status: r < 0.8 ? 'active' : r < 0.92 ? 'draft' : 'archived',
    createdBy: 'bench',
  };
}

/** A data directory whose event store holds `count` DocumentCreated events; the app projects them on start. */
async function fill(count) {
  const dir = mkdtempSync(join(tmpdir(), 'kb-bench-ui-'));
  const db = await Database.open({ databaseUrl: null, databaseSchema: null, dataDir: dir });
  const store = new PostgresEventStore(db);
  await store.init();
  let clock = Date.parse('2024-01-01T00:00:00Z');
  const started = Date.now();
  for (let i = 0; i < count; i += 16) {
    await Promise.all(
      Array.from({ length: Math.min(16, count - i) }, (_, k) => {
        const data = makeDocument(i + k);
        const metadata = { actor: 'bench', correlationId: randomUUID(), causationId: null, at: new Date((clock += 1000)).toISOString() };
        return store.append(`document-${data.id}`, [{ id: randomUUID(), type: 'DocumentCreated', data, metadata }], 'no_stream');
      }),
    );
  }
  await store.close();
  await db.close();
  console.log(`  ${count} documents appended in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return dir;
}

function freePort() {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => ok(port));
    });
  });
}

async function startApp(dataDir) {
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir };
  for (const key of ['DATABASE_URL', 'KURRENTDB_URL', 'REDIS_URL', 'OPENAI_API_KEY', 'OPENAI_BASE_URL']) delete env[key];
  const child = spawn(process.execPath, ['backend/dist/main.js'], { cwd: root, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr.on('data', (d) => (log = (log + d).slice(-4000)));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`app exited: ${log}`);
    try {
      if ((await fetch(`${base}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 1200) throw new Error(`app did not start: ${log}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  return { base, stop: () => new Promise((r) => (child.exitCode !== null ? r() : (child.once('exit', r), child.kill('SIGTERM')))) };
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

async function signIn(base, username, password) {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto('/login');
  const status = await page.evaluate(
    async ([u, p]) =>
      (
        await fetch('/api/auth/login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ username: u, password: p }),
        })
      ).status,
    [username, password],
  );
  if (status !== 200 && status !== 201) throw new Error(`sign-in answered ${status}`);
  return page;
}

/** Waits until the app has projected at least `count` documents (the admin sees every status). */
async function projected(base, count) {
  const admin = await signIn(base, 'admin', 'admin123');
  const started = Date.now();
  for (;;) {
    const total = await admin.evaluate(async () => (await (await fetch('/api/documents?status=all&limit=1')).json()).total);
    if (total >= count) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  await admin.context().close();
  console.log(`  projected ${count}+ documents in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const ROWS = '[data-testid="document-results"] tbody tr';

async function firstPage(page) {
  await page.goto('about:blank');
  const list = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/documents');
  const t0 = Date.now();
  await page.goto('/library');
  await page.locator(ROWS).first().waitFor();
  const done = Date.now();
  const requestAt = (await list).request().timing().startTime;
  return { open: done - t0, request: done - (requestAt > 0 ? requestAt : t0) };
}

async function search(page, word) {
  const box = page.getByRole('searchbox', { name: 'Search documents' });
  const answer = page.waitForResponse((r) => {
    const url = new URL(r.url());
    if (url.pathname !== '/api/documents' || url.searchParams.get('search') !== word) return false;
    return true;
  });
  const t0 = Date.now();
  await box.fill(word);
  const response = await answer;
  // When Chromium sent the search request (epoch ms), after the client's pause.
  const requestAt = response.request().timing().startTime;
  const body = await response.json();
  const ids = body.documents.map((d) => d.id);
  await page.waitForFunction(
    ([sel, first, total]) => {
      const results = document.querySelector('[data-testid="document-results"]');
      if (!first) return document.body.textContent.includes('No documents found');
      return results?.getAttribute('data-total') === String(total) && document.querySelector(`${sel}[data-document-id="${first}"]`);
    },
    [ROWS, ids[0] ?? null, body.total],
  );
  const done = Date.now();
  // Back to the unfiltered first page for the next round.
  await box.fill('');
  await page.waitForURL((url) => !url.searchParams.get('search'));
  await page.locator(ROWS).first().waitFor();
  return { typed: done - t0, request: done - (requestAt > 0 ? requestAt : t0), total: body.total };
}

console.log(`bench:library-ui: ${LARGE} vs ${SMALL} documents, ${ROUNDS} rounds (+${WARMUP} warm-up), Chromium ${browser.version()}`);
console.log(`filling ${SMALL}…`);
const smallDir = await fill(SMALL);
console.log(`filling ${LARGE}…`);
const largeDir = await fill(LARGE);
const apps = {};
try {
  apps.small = await startApp(smallDir);
  apps.large = await startApp(largeDir);
  await projected(apps.small.base, SMALL);
  await projected(apps.large.base, LARGE);
  const pages = { small: await signIn(apps.small.base, 'agent', 'agent123'), large: await signIn(apps.large.base, 'agent', 'agent123') };
  const empty = () => ({ first: [], firstRequest: [], typed: [], request: [], totals: [] });
  const results = { small: empty(), large: empty() };
  for (let round = 0; round < ROUNDS + WARMUP; round++) {
    const order = round % 2 ? ['large', 'small'] : ['small', 'large'];
    const word = SEARCHES[round % SEARCHES.length];
    for (const size of order) {
      const first = await firstPage(pages[size]);
      const s = await search(pages[size], word);
      if (round < WARMUP) continue;
      results[size].first.push(first.open);
      results[size].firstRequest.push(first.request);
      results[size].typed.push(s.typed);
      results[size].request.push(s.request);
      results[size].totals.push(s.total);
    }
  }
  const ms = (values) => Math.round(median(values));
  const row = (size, n) => ({
    documents: n,
    'first page open->shown p50': ms(results[size].first),
    p95: Math.round(percentile(results[size].first, 95)),
    'first page request->shown p50': ms(results[size].firstRequest),
    'search typed->shown p50': ms(results[size].typed),
    'search request->shown p50': ms(results[size].request),
    'mean search hits': Math.round(results[size].totals.reduce((a, b) => a + b, 0) / results[size].totals.length),
  });
  console.log('times in ms (medians over rounds)');
  printTable([row('small', SMALL), row('large', LARGE)]);
  const ratio = (k) => (median(results.large[k]) / median(results.small[k])).toFixed(2);
  console.log(
    `ratio ${LARGE}/${SMALL} (target: within 1.5x): first page open->shown ${ratio('first')}x, request->shown ${ratio('firstRequest')}x; ` +
      `search typed->shown ${ratio('typed')}x, request->shown ${ratio('request')}x`,
  );
} finally {
  await browser.close();
  await apps.small?.stop();
  await apps.large?.stop();
  rmSync(smallDir, { recursive: true, force: true });
  rmSync(largeDir, { recursive: true, force: true });
}
