// npm run bench:events — the event store's port against plain SQL on the same database, same run.
import { randomUUID } from 'node:crypto';
import { Database } from '../backend/dist/database/database.js';
import { PostgresEventStore } from '../backend/dist/event-store/postgres/postgres-event-store.js';
import { openBenchDatabase, printTable, time } from './lib.mjs';

const ROUNDS = 5;
// 1,000 single appends a round (about 2 s a side on a Postgres server): with 300 (under a second a
// side) the single-append ratio of one build spread 0.85-0.99 from run to run on the shared machine.
const SINGLE_PER_ROUND = Number(process.env.BENCH_SINGLE ?? 1000);
const BATCH = 100;
const BATCHES_PER_ROUND = 10;

const { db, label, cleanup } = await openBenchDatabase(Database);
const store = new PostgresEventStore(db);
await store.init();
await db.query(`CREATE TABLE raw_events (
  global_position bigserial NOT NULL, id uuid PRIMARY KEY, stream_id text NOT NULL, stream_version bigint NOT NULL,
  type text NOT NULL, schema_version int NOT NULL DEFAULT 1, data jsonb NOT NULL, metadata jsonb NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now(), UNIQUE (stream_id, stream_version))`);

const metadata = () => ({ actor: 'bench', correlationId: randomUUID(), causationId: null, at: new Date().toISOString() });
const data = (i) => ({ title: `Document ${i}`, content: 'Lorem ipsum '.repeat(20), category: 'hr_policies' });

async function rawSingles(n) {
  for (let i = 0; i < n; i++) {
    const stream = `raw-${i % 50}-${randomUUID().slice(0, 8)}`;
    await db.query('INSERT INTO raw_events (id, stream_id, stream_version, type, data, metadata) VALUES ($1, $2, $3, $4, $5, $6)', [
      randomUUID(),
      stream,
      0,
      'DocumentCreated',
      JSON.stringify(data(i)),
      JSON.stringify(metadata()),
    ]);
  }
}
async function portSingles(n) {
  for (let i = 0; i < n; i++) {
    await store.append(
      `doc-${randomUUID()}`,
      [{ id: randomUUID(), type: 'DocumentCreated', data: data(i), metadata: metadata() }],
      'no_stream',
    );
  }
}
async function rawBatches(n) {
  for (let b = 0; b < n; b++) {
    const values = [];
    const params = [];
    const stream = `rawb-${randomUUID()}`;
    for (let i = 0; i < BATCH; i++) {
      params.push(randomUUID(), stream, i, 'DocumentUpdated', JSON.stringify(data(i)), JSON.stringify(metadata()));
      const o = i * 6;
      values.push(`($${o + 1}, $${o + 2}, $${o + 3}, $${o + 4}, $${o + 5}, $${o + 6})`);
    }
    await db.query(`INSERT INTO raw_events (id, stream_id, stream_version, type, data, metadata) VALUES ${values.join(',')}`, params);
  }
}
async function portBatches(n) {
  for (let b = 0; b < n; b++) {
    const events = Array.from({ length: BATCH }, (_, i) => ({
      id: randomUUID(),
      type: 'DocumentUpdated',
      data: data(i),
      metadata: metadata(),
    }));
    await store.append(`docb-${randomUUID()}`, events, 'no_stream');
  }
}

// Interleaved rounds so drift on a shared machine hits both sides alike; warm-up first.
await rawSingles(50);
await portSingles(50);
const t = { rawSingle: 0, portSingle: 0, rawBatch: 0, portBatch: 0 };
for (let r = 0; r < ROUNDS; r++) {
  t.rawSingle += await time(() => rawSingles(SINGLE_PER_ROUND));
  t.portSingle += await time(() => portSingles(SINGLE_PER_ROUND));
  t.rawBatch += await time(() => rawBatches(BATCHES_PER_ROUND));
  t.portBatch += await time(() => portBatches(BATCHES_PER_ROUND));
}
const singles = ROUNDS * SINGLE_PER_ROUND;
const batched = ROUNDS * BATCHES_PER_ROUND * BATCH;
const rate = (n, ms) => Math.round((n / ms) * 1000);

// Reads: the port's readAll pages and a catch-up subscription against a plain ordered scan.
const total = Number((await db.query('SELECT count(*) AS n FROM events')).rows[0].n);
let rawRead = 0;
const rawScanMs = await time(async () => {
  let last = 0;
  while (true) {
    const { rows } = await db.query('SELECT * FROM events WHERE global_position > $1 ORDER BY global_position LIMIT 1000', [last]);
    rawRead += rows.length;
    if (rows.length < 1000) break;
    last = rows[rows.length - 1].global_position;
  }
});
let portRead = 0;
const readAllMs = await time(async () => {
  let from = null;
  while (true) {
    const page = await store.readAll({ from, maxCount: 1000 });
    portRead += page.length;
    if (page.length < 1000) break;
    from = page[page.length - 1].globalPosition;
  }
});
let subRead = 0;
const abort = new AbortController();
const subMs = await time(async () => {
  for await (const _ of store.subscribeToAll({ signal: abort.signal, batchSize: 1000 })) {
    if (++subRead >= total) break;
  }
});
abort.abort();

const rows = [
  {
    measure: 'single-event append (1 event, own transaction)',
    port_per_s: rate(singles, t.portSingle),
    floor_per_s: rate(singles, t.rawSingle),
    floor: 'single-row INSERT via pg',
    ratio: (t.rawSingle / t.portSingle).toFixed(2),
  },
  {
    measure: `batched append (${BATCH} events per call)`,
    port_per_s: rate(batched, t.portBatch),
    floor_per_s: rate(batched, t.rawBatch),
    floor: `${BATCH}-row INSERT via pg`,
    ratio: (t.rawBatch / t.portBatch).toFixed(2),
  },
  {
    measure: `readAll, pages of 1000 (${portRead} events)`,
    port_per_s: rate(portRead, readAllMs),
    floor_per_s: rate(rawRead, rawScanMs),
    floor: 'SELECT ordered scan',
    ratio: ((rawScanMs / readAllMs) * (portRead / rawRead)).toFixed(2),
  },
  {
    measure: `subscription catch-up (${subRead} events)`,
    port_per_s: rate(subRead, subMs),
    floor_per_s: rate(rawRead, rawScanMs),
    floor: 'SELECT ordered scan',
    ratio: ((rawScanMs / subMs) * (subRead / rawRead)).toFixed(2),
  },
];
console.log(`bench:events on ${label}; ${ROUNDS} interleaved rounds; ratio = port rate / floor rate (1.00 = as fast as plain SQL)`);
printTable(rows);
console.log(`append_vs_raw_insert_ratio=${(t.rawSingle / t.portSingle).toFixed(2)}`);
await store.close();
await cleanup();
