// npm run bench:projections — what each projection's own `subscribeToAll` costs (issue 49, item 7):
// the catch-up of every projector after N new events, the database load of the app at rest, and,
// as the floor of the same run, one bare subscription reading the N events against as many bare
// subscriptions as the app runs. Measures only: the projection runner is the app's own.
//   BENCH_EVENTS=100000 (events added to the store; 1000000 on demand)  BENCH_IDLE_S=10 (seconds at rest)
// Embedded PGlite on disk, as `npm start` runs it. The events are copies of real chat turns (a
// conversation started, questions and the assistant's replies citing seeded documents), the bulk
// of what a working deployment appends; each copy gets its own conversation, message and event ids.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../backend/dist/config/app-config.js';
import { createApp, lifecycleOf } from '../backend/dist/app.js';
import { EVENT_STORE } from '../backend/dist/core/tokens.js';
import { Database } from '../backend/dist/database/database.js';
import { PostgresEventStore } from '../backend/dist/event-store/postgres/postgres-event-store.js';
import { comparePositions } from '../backend/dist/event-store/position.js';
import { ProjectionRunner } from '../backend/dist/projections/projection-runner.js';
import { AuditLogFollower } from '../backend/dist/audit/read-model/audit-log.follower.js';
import { inBatches } from '../backend/dist/projections/batches.js';
import { printTable, time } from './lib.mjs';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 100_000);
const IDLE_S = Number(process.env.BENCH_IDLE_S ?? 10);
const TURNS = 3;
const QUESTIONS = ['How many days of annual leave do I get?', 'And can I carry them over?', 'What is the roaming daily pass price?'];

// Every query the app (or this script) sends, counted by what it is: a subscription's read of the
// event log, or anything else (projector applies, checkpoints, sessions).
const debug = new Map();
const counts = { events: 0, other: 0, tx: 0, inTx: 0, txMs: 0 };
const EVENT_READ = /FROM events WHERE transaction_id/;
const note = (text) => process.env.BENCH_DEBUG && debug.set(text.trim().slice(0, 90), (debug.get(text.trim().slice(0, 90)) ?? 0) + 1);
const query = Database.prototype.query;
Database.prototype.query = function (sql, params) {
  const text = typeof sql === 'string' ? sql : sql.text;
  counts[EVENT_READ.test(text) ? 'events' : 'other']++;
  note(text);
  return query.call(this, sql, params);
};
const tx = Database.prototype.tx;
Database.prototype.tx = function (fn, isolation) {
  counts.tx++;
  // The connection the transaction holds: its queries counted too (a projector's applies).
  const counted = (client) =>
    new Proxy(client, {
      get(target, key) {
        if (key === 'query')
          return (...args) => (counts.inTx++, note(`tx: ${typeof args[0] === 'string' ? args[0] : args[0].text}`), target.query(...args));
        const value = target[key];
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  // Timed from BEGIN, not from asking for the connection: the time the transaction holds it.
  return tx.call(
    this,
    async (client) => {
      const started = process.hrtime.bigint();
      try {
        return await fn(counted(client));
      } finally {
        counts.txMs += Number(process.hrtime.bigint() - started) / 1e6;
      }
    },
    isolation,
  );
};
const snapshot = () => ({ ...counts });
const since = (before) => Object.fromEntries(Object.keys(counts).map((k) => [k, counts[k] - before[k]]));

const dir = mkdtempSync(join(tmpdir(), 'kb-bench-projections-'));
const config = { ...loadConfig({ DATA_DIR: dir }), port: 0, host: '127.0.0.1', frontendDist: null, logLevel: 'silent' };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Starts the app on `dir` and times, from the start of the projections, when each reached the store's head. */
async function startTimed() {
  const app = await createApp(config);
  const runner = app.get(ProjectionRunner);
  const store = app.get(EVENT_STORE);
  const follower = app.get(AuditLogFollower);
  const head = await store.headPosition();
  const reached = new Map();
  const started = process.hrtime.bigint();
  const ms = () => Number(process.hrtime.bigint() - started) / 1e6;
  const watch = setInterval(() => {
    for (const [name, at] of Object.entries(runner.positionsSnapshot())) {
      if (!reached.has(name) && head && at && comparePositions(at, head) >= 0) reached.set(name, ms());
    }
  }, 20);
  const before = snapshot();
  debug.clear();
  await app.listen(0, '127.0.0.1');
  const audit = follower.caughtUp(head, 3_600_000).then(() => reached.set('audit-ledger (follower)', ms()));
  await lifecycleOf(app).whenReady();
  await audit;
  clearInterval(watch);
  const total = ms();
  if (process.env.BENCH_DEBUG) console.log('starting:', [...debug].sort((a, b) => b[1] - a[1]).slice(0, 12));
  debug.clear();
  for (const p of runner.list()) if (!reached.has(p.name)) reached.set(p.name, total);
  const address = app.getHttpServer().address();
  return { app, url: `http://127.0.0.1:${address.port}`, total, reached, queries: since(before), subscriptions: runner.list().length + 1 };
}

/**
 * How long queries other than the subscriptions' polls go on once every subscription is at the head
 * (what reacts to the committed batches, live pushes among them), and how many there were.
 */
async function settle(limitMs = 600_000) {
  const started = Date.now();
  const before = snapshot();
  let quiet = 0;
  while (quiet < 2 && Date.now() - started < limitMs) {
    const second = snapshot();
    await sleep(1000);
    const q = since(second);
    quiet = q.other === 0 && q.tx === 0 ? quiet + 1 : 0;
  }
  const q = since(before);
  return { ms: Date.now() - started - 2000, queries: q.other + q.tx };
}

/** Queries per second while nobody uses the app, once it settled. */
async function idleLoad() {
  const settled = await settle();
  // BENCH_DEBUG=1: the queries counted, by their first characters.
  if (process.env.BENCH_DEBUG) console.log('settling:', [...debug].sort((a, b) => b[1] - a[1]).slice(0, 8));
  debug.clear();
  const before = snapshot();
  await sleep(IDLE_S * 1000);
  const q = since(before);
  if (process.env.BENCH_DEBUG) console.log('at rest:', [...debug].sort((a, b) => b[1] - a[1]).slice(0, 8));
  return { events: q.events / IDLE_S, other: q.other / IDLE_S, settled };
}

async function signIn(url, username, password) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in ${username}: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function post(url, cookie, path, body) {
  const res = await fetch(url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  if (res.status >= 300) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

// 1. A fresh deployment (seeded documents and demo accounts) and one real conversation to copy.
let run = await startTimed();
const cookie = await signIn(run.url, 'agent', 'agent123');
const conversation = await post(run.url, cookie, '/api/conversations', {});
for (const content of QUESTIONS.slice(0, TURNS)) await post(run.url, cookie, '/api/messages', { conversationId: conversation.id, content });
const idleSmall = await idleLoad();
await run.app.close();

// 2. The same app again with nothing new to catch up on: the floor of a start.
run = await startTimed();
const startFloor = run.total;
await run.app.close();

// 3. N more events: copies of the conversation, each with its own ids.
const db = await Database.open(config);
const store = new PostgresEventStore(db);
await store.init();
const template = await store.readStream(`conversation-${conversation.id}`);
const ids = new Set([conversation.id]);
for (const e of template) {
  ids.add(e.id);
  if (e.data.messageId) ids.add(e.data.messageId);
  if (e.metadata.correlationId) ids.add(e.metadata.correlationId);
  if (e.metadata.causationId) ids.add(e.metadata.causationId);
}
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const copies = Math.ceil(EVENTS / template.length);
const appendTime = await time(async () => {
  for (let c = 0; c < copies; c++) {
    const fresh = new Map();
    const remap = (text) => text.replace(UUID, (id) => (ids.has(id) ? (fresh.get(id) ?? fresh.set(id, randomUUID()).get(id)) : id));
    const events = template.map((e) => {
      const { traceparent: _traceparent, ...metadata } = e.metadata;
      return {
        id: remap(e.id),
        type: e.type,
        data: JSON.parse(remap(JSON.stringify(e.data))),
        metadata: JSON.parse(remap(JSON.stringify(metadata))),
      };
    });
    await store.append(`conversation-${remap(conversation.id)}`, events, 'no_stream');
  }
});
const added = copies * template.length;

// 4. The floor of reading them: one bare subscription over the whole log, then as many at once as the app runs.
const head = await store.headPosition();
async function readToHead(signal) {
  let n = 0;
  for await (const batch of inBatches(store.subscribeToAll({ signal }))) {
    n += batch.length;
    if (comparePositions(batch[batch.length - 1].globalPosition, head) >= 0) return n;
  }
  return n;
}
const subscriptions = run.subscriptions;
let before = snapshot();
const oneReader = await time(() => readToHead());
const oneReads = since(before).events;
before = snapshot();
const manyReaders = await time(() => Promise.all(Array.from({ length: subscriptions }, () => readToHead())));
const manyReads = since(before).events;
await store.close();
await db.close();

// 5. The app catching up on them, projector by projector, and at rest afterwards.
run = await startTimed();
const catchUp = run;
const idleLarge = await idleLoad();
await run.app.close();
rmSync(dir, { recursive: true, force: true });

console.log(
  `Embedded PGlite on disk; ${subscriptions} subscriptions (${subscriptions - 1} projectors and the audit ledger); ${added} events added as ${copies} copies of a ${template.length}-event conversation (${(appendTime / 1000).toFixed(1)} s to append).`,
);
console.log('\nCatch-up (from the projections starting to the last at the head):');
printTable([
  { what: `start with nothing new (floor)`, ms: startFloor.toFixed(0), ratio: '1.00' },
  { what: `start after ${added} events`, ms: catchUp.total.toFixed(0), ratio: (catchUp.total / startFloor).toFixed(2) },
]);
const q = catchUp.queries;
// Embedded, the pool has one connection: a transaction holds the database for every subscription.
console.log(
  `\nQueries during that catch-up: ${q.events} reads of the event log, ${q.other} others, ${q.tx} transactions holding ${q.inTx} queries for ${(q.txMs / 1000).toFixed(1)} s.`,
);
console.log('\nEach subscription at the head (ms after the projections started):');
printTable([...catchUp.reached].sort((a, b) => a[1] - b[1]).map(([name, ms]) => ({ subscription: name, ms: ms.toFixed(0) })));
console.log(
  `\nAfter the last reached the head, other queries went on for ${(idleLarge.settled.ms / 1000).toFixed(1)} s (${idleLarge.settled.queries} queries: what reacts to the caught-up batches, live pushes among them).`,
);
// Readers that start together ask for the same pages, which the store serves with one query each
// (postgres-event-store.ts readAll); projectors that apply at different speeds drift apart and do not.
console.log(`\nReading the whole log, no projector applying (the floor of what one shared reader would read):`);
printTable([
  { readers: 1, ms: oneReader.toFixed(0), ratio: '1.00', 'event-log reads': oneReads },
  {
    readers: `${subscriptions}, started together`,
    ms: manyReaders.toFixed(0),
    ratio: (manyReaders / oneReader).toFixed(2),
    'event-log reads': manyReads,
  },
]);
console.log(`\nAt rest (${IDLE_S} s, nobody signed in), queries per second:`);
printTable([
  { store: 'seeded', 'event-log reads/s': idleSmall.events.toFixed(1), 'other/s': idleSmall.other.toFixed(1) },
  { store: `+${added} events`, 'event-log reads/s': idleLarge.events.toFixed(1), 'other/s': idleLarge.other.toFixed(1) },
]);
process.exit(0);
