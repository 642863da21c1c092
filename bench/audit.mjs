// npm run bench:audit — the audit log at a million events: a filtered page deep in the log against
// a plain indexed SELECT of the same rows, and verifying the hash chain against a plain full scan
// of the events, both floors measured on the same database in the same run.
import { randomUUID } from 'node:crypto';
import { Database } from '../backend/dist/database/database.js';
import { PostgresEventStore } from '../backend/dist/event-store/postgres/postgres-event-store.js';
import { AuditLogFollower } from '../backend/dist/audit/read-model/audit-log.follower.js';
import { AuditLogQueries } from '../backend/dist/audit/read-model/audit-log.queries.js';
import { verifyChain } from '../backend/dist/audit/ledger/verify-chain.js';
import { loadavg } from 'node:os';
import { median, mulberry32, openBenchDatabase, percentile, printTable, time } from './lib.mjs';

const EVENTS = Number(process.env.BENCH_AUDIT_EVENTS ?? 1_000_000);
const PER_APPEND = 1000;
const QUERIES = Number(process.env.BENCH_AUDIT_QUERIES ?? 200);
const LIMIT = 50;
const TYPES = ['DocumentCreated', 'DocumentUpdated', 'DocumentStatusChanged', 'MessagePosted', 'AssistantReplied', 'UserSignedIn'];
const ACTORS = Array.from({ length: 20 }, () => randomUUID());
const STREAMS = EVENTS / PER_APPEND;

const { db, label, cleanup } = await openBenchDatabase(Database);
const store = new PostgresEventStore(db);
await store.init();
await db.query('CREATE TABLE IF NOT EXISTS users (id uuid PRIMARY KEY, name text NOT NULL)');
for (const [i, id] of ACTORS.entries()) await db.query('INSERT INTO users (id, name) VALUES ($1, $2)', [id, `User ${i}`]);
const follower = new AuditLogFollower(db, store);
const queries = new AuditLogQueries(db);
const rand = mulberry32(15);
const pick = (xs) => xs[Math.floor(rand() * xs.length)];

console.log(`audit bench on ${label}: ${EVENTS.toLocaleString('en')} events in appends of ${PER_APPEND}`);
const t0 = Date.now();
const base = Date.UTC(2025, 0, 1);
const appendMs = await time(async () => {
  for (let s = 0; s < STREAMS; s++) {
    const events = Array.from({ length: PER_APPEND }, (_, i) => {
      const n = s * PER_APPEND + i;
      return {
        id: randomUUID(),
        type: TYPES[n % TYPES.length],
        data: { id: `d-${s}`, title: `Document ${n}`, content: 'Lorem ipsum dolor sit amet. '.repeat(4) },
        metadata: {
          actor: ACTORS[n % ACTORS.length],
          correlationId: randomUUID(),
          causationId: null,
          at: new Date(base + n * 1000).toISOString(),
        },
      };
    });
    await store.append(`bench-${s}`, events, 'no_stream');
    if (s % 100 === 99)
      process.stdout.write(`  appended ${((s + 1) * PER_APPEND).toLocaleString('en')} (${Math.round((Date.now() - t0) / 1000)} s)\n`);
  }
});
const ledgerMs = await time(async () => {
  await follower.start();
  await follower.caughtUp(undefined, 3_600_000);
  await follower.stop();
});
const head = (await queries.digest()).position;
console.log(
  `appended in ${(appendMs / 1000).toFixed(1)} s; ledger chained ${head.toLocaleString('en')} events in ${(ledgerMs / 1000).toFixed(1)} s\n`,
);

const plain = (where, params) =>
  db.query(
    `SELECT seq, event_id, stream_id, stream_version, type, data, actor, correlation_id, causation_id, at, hash
            FROM audit_log WHERE seq > $1 ${where} ORDER BY seq LIMIT ${LIMIT}`,
    params,
  );
const cases = [
  { name: 'no filter', filters: () => ({}), where: '', params: () => [] },
  { name: 'type', filters: (v) => ({ type: v }), where: 'AND type = $2', params: (v) => [v], value: () => pick(TYPES) },
  { name: 'actor', filters: (v) => ({ actor: v }), where: 'AND actor = $2', params: (v) => [v], value: () => pick(ACTORS) },
  {
    name: 'stream',
    filters: (v) => ({ stream: v }),
    where: 'AND stream_id = $2',
    params: (v) => [v],
    value: () => `bench-${Math.floor(rand() * STREAMS * 0.1) + Math.floor(STREAMS * 0.9)}`,
  },
];
const rows = [];
for (const c of cases) {
  const apiMs = [];
  const sqlMs = [];
  for (let q = 0; q < QUERIES; q++) {
    const after = Math.floor(head * (0.9 + rand() * 0.09));
    const v = c.value?.();
    // Alternate which goes first so neither always gets the warmer cache.
    const api = () => queries.page(c.filters(v), after, LIMIT);
    const sql = () => plain(c.where, [after, ...c.params(v)]);
    if (q % 2) {
      apiMs.push(await time(api));
      sqlMs.push(await time(sql));
    } else {
      sqlMs.push(await time(sql));
      apiMs.push(await time(api));
    }
  }
  const p95a = percentile(apiMs, 95);
  const p95s = percentile(sqlMs, 95);
  rows.push({
    'page (after ≥ 90% deep)': c.name,
    'audit p95 ms': p95a.toFixed(2),
    'plain SELECT p95 ms': p95s.toFixed(2),
    ratio: (p95a / p95s).toFixed(2),
  });
}
printTable(rows);

// The load of this shared machine moves within seconds: the scan and the verification are measured
// in turn, BENCH_AUDIT_ROUNDS times (the first to go alternating), each ratio from one round's pair.
const ROUNDS = Number(process.env.BENCH_AUDIT_ROUNDS ?? 3);
const scan = () =>
  time(async () => {
    let cursor = null;
    for (;;) {
      const { rows: page } = await db.query(
        cursor
          ? `SELECT id, stream_id, stream_version, type, data, metadata, transaction_id::text AS tx, global_position AS gp FROM events
           WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint) ORDER BY transaction_id, global_position LIMIT 2000`
          : `SELECT id, stream_id, stream_version, type, data, metadata, transaction_id::text AS tx, global_position AS gp FROM events
           ORDER BY transaction_id, global_position LIMIT 2000`,
        cursor ?? [],
      );
      if (!page.length) break;
      cursor = [page[page.length - 1].tx, page[page.length - 1].gp];
    }
  });
let result;
const verify = () => time(async () => (result = await verifyChain(store, queries)));
const rounds = [];
for (let r = 0; r < ROUNDS; r++) {
  const load = loadavg()[0];
  let scanMs;
  let verifyMs;
  if (r % 2) {
    verifyMs = await verify();
    scanMs = await scan();
  } else {
    scanMs = await scan();
    verifyMs = await verify();
  }
  rounds.push({
    'whole log': `${head.toLocaleString('en')} events`,
    round: r + 1,
    'verify chain s': (verifyMs / 1000).toFixed(1),
    'plain full scan s': (scanMs / 1000).toFixed(1),
    ratio: (verifyMs / scanMs).toFixed(2),
    'load before/after': `${load.toFixed(1)}/${loadavg()[0].toFixed(1)}`,
    result: result.ok ? 'ok' : `broken at ${result.firstBrokenPosition}`,
  });
}
console.log('');
printTable(rounds);
if (ROUNDS > 1) console.log(`median ratio ${median(rounds.map((r) => Number(r.ratio))).toFixed(2)}`);
console.log(`\ntotal ${Math.round((Date.now() - t0) / 1000)} s`);
await store.close();
await cleanup();
