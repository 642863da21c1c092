// npm run bench:documents — the document library's list, filter and search calls at 1k, 10k and
// 50k documents, against a plain indexed SELECT of the same page on the same database (the floor).
//
//   npm run bench:documents [-- --sizes=1000,10000,50000 --queries=300]
//
// Documents are written as DocumentCreated events through the event store and followed by the
// app's two projectors (the `documents` table and the in-memory search index); the calls go to
// the real DocumentsQueries. For reference, searches are also run in SQL alone, on the `search`
// tsvector column and its GIN index (what the app would do without the in-memory index).
//
// The corpus is grown from the seed knowledge base: each document is a variant of one seed
// document (some of its paragraphs, numbers perturbed) plus a reference line with a product code
// shared by ~20 documents and words from a long-tailed synthetic vocabulary, so, as in a real
// library, topic words are in thousands of documents and codes in a few. Absolute times depend
// on the machine; the ratios are what to read.
import { randomUUID } from 'node:crypto';
import { CATEGORY_CODES } from '../contracts/dist/index.js';
import { Database } from '../backend/dist/database/database.js';
import { PostgresEventStore } from '../backend/dist/event-store/postgres/postgres-event-store.js';
import { ProjectionRunner } from '../backend/dist/projections/projection-runner.js';
import { documentsProjector } from '../backend/dist/documents/read-model/documents.projector.js';
import { DocumentsQueries } from '../backend/dist/documents/read-model/documents.queries.js';
import { DocumentSearchIndex } from '../backend/dist/documents/search/search-index.js';
import { DOCUMENT_COLUMNS } from '../backend/dist/documents/read-model/document-row.js';
import { foldedWords as words } from '../backend/dist/assistant/analysis/search-terms.js';
import { SEED_DOCUMENTS } from '../backend/dist/documents/seed/seed-documents.js';
import { openBenchDatabase, percentile, printTable, time, mulberry32 } from './lib.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const SIZES = option('sizes', '1000,10000,50000').split(',').map(Number);
const QUERIES = Number(option('queries', '300'));
const SQL_QUERIES = Number(option('sql-queries', '100'));
const APPEND_CONCURRENCY = 8;

const rand = mulberry32(20250101);
const pick = (list) => list[Math.floor(rand() * list.length)];
/** Zipf-like rank: low ranks often, the long tail rarely. */
const zipf = (n) => Math.min(n - 1, Math.floor(Math.exp(rand() * Math.log(n + 1))) - 1);

const EN_SYLLABLES = ['ka', 'lo', 'ven', 'tri', 'mar', 'sel', 'dor', 'qua', 'ni', 'bex', 'ral', 'tum', 'gio', 'phen', 'sar', 'wel'];
const AR_LETTERS = 'ابتثجحخدذرزسشصضطظعغفقكلمنهوي';
const enWord = (n) => Array.from({ length: n }, () => pick(EN_SYLLABLES)).join('');
const arWord = (n) => Array.from({ length: n }, () => pick(AR_LETTERS)).join('');
const EN_VOCAB = Array.from({ length: 20_000 }, () => enWord(2 + Math.floor(rand() * 3)));
const AR_VOCAB = Array.from({ length: 10_000 }, () => arWord(4 + Math.floor(rand() * 3)));
const isArabic = (doc) => /[\u0600-\u06FF]/.test(doc.title);
const perturb = (text) => text.replace(/\d+/g, (n) => String(Math.max(1, Math.round(Number(n) * (0.5 + rand())))));
const MAX_SIZE = Math.max(...SIZES);
// Product codes: one per ~20 documents of the largest corpus.
const CODES = Array.from({ length: Math.ceil(MAX_SIZE / 20) }, (_, i) => `${enWord(3)}${i.toString(36)}`);

function makeDocument(i) {
  const seed = pick(SEED_DOCUMENTS);
  const arabic = isArabic(seed);
  const vocab = arabic ? AR_VOCAB : EN_VOCAB;
  const tag = () => vocab[zipf(vocab.length)];
  const paragraphs = seed.content.split('\n\n');
  const kept = paragraphs.filter(() => rand() < 0.7);
  const code = pick(CODES);
  const reference = `${arabic ? 'مرجع' : 'Reference'}: ${code} ${tag()} ${tag()} ${tag()}-${1000 + (i % 9000)}`;
  const r = rand();
  return {
    id: randomUUID(),
    title: `${seed.title} — ${tag()} ${1 + (i % 400)}`,
    content: `${perturb((kept.length ? kept : paragraphs).join('\n\n'))}\n\n${reference}`,
    category: seed.category,
    status: r < 0.8 ? 'active' : r < 0.92 ? 'draft' : 'archived',
    createdBy: 'bench',
    code,
  };
}

// Searches as people type them: the code of a product they have in mind (50%), that code with a
// topic word of its title (15%), a common topic word of the seed titles (25%), and Arabic topic
// words spelt with other alef and taa marbuta forms than stored (10%).
const TOPIC_WORDS = [
  ...new Set(
    SEED_DOCUMENTS.filter((d) => !isArabic(d))
      .flatMap((d) => words(d.title))
      .filter((w) => w.length > 4),
  ),
];
const ARABIC_WORDS = [
  ...new Set(
    SEED_DOCUMENTS.filter(isArabic)
      .flatMap((d) => d.title.split(' '))
      .filter((w) => w.length > 3),
  ),
];
function makeSearch(docs) {
  const doc = pick(docs);
  const r = rand();
  if (r < 0.5) return { kind: 'product code', text: doc.code };
  if (r < 0.65) return { kind: 'code + topic word', text: `${doc.code} ${pick(words(doc.title.split(' — ')[0]))}` };
  if (r < 0.9) return { kind: 'topic word', text: pick(TOPIC_WORDS) };
  return { kind: 'arabic topic word', text: pick(ARABIC_WORDS).replace(/ا/g, 'أ').replace(/ة$/, 'ه') };
}

const { db, label, cleanup } = await openBenchDatabase(Database);
const store = new PostgresEventStore(db);
await store.init();
const runner = new ProjectionRunner(db, store);
runner.register(documentsProjector);
const index = new DocumentSearchIndex();
runner.register(index);
await runner.start();
const queries = new DocumentsQueries(db, index);
const sqlOnly = new DocumentsQueries(db);
const docs = [];
let clock = Date.parse('2024-01-01T00:00:00Z');

async function grow(target) {
  const started = Date.now();
  const todo = Array.from({ length: target - docs.length }, (_, k) => makeDocument(docs.length + k));
  for (let i = 0; i < todo.length; i += APPEND_CONCURRENCY) {
    await Promise.all(
      todo.slice(i, i + APPEND_CONCURRENCY).map((d) => {
        const metadata = { actor: 'bench', correlationId: randomUUID(), causationId: null, at: new Date((clock += 1000)).toISOString() };
        const { code, ...data } = d;
        return store.append(`document-${d.id}`, [{ id: randomUUID(), type: 'DocumentCreated', data, metadata }], 'no_stream');
      }),
    );
  }
  // Only what the searches are made from: holding 50k contents would bloat the heap (GC pauses).
  docs.push(...todo.map(({ title, code }) => ({ title, code })));
  const appended = Date.now();
  await runner.waitFor(await store.headPosition(), { timeoutMs: 3_600_000 });
  await db.query('ANALYZE documents');
  return { appendS: ((appended - started) / 1000).toFixed(1), projectS: ((Date.now() - appended) / 1000).toFixed(1) };
}

// The floor: the same page (same filters on status and category, same offset and limit) by a
// plain SELECT on the (status, updated_at, id) or (category, status, updated_at, id) index,
// prepared like ours, without words and without a total.
async function floor(p) {
  const where = [];
  const values = [p.limit, (p.page - 1) * p.limit];
  if (p.status !== 'all') where.push(`status = $${values.push(p.status)}`);
  if (p.category) where.push(`category = $${values.push(p.category)}`);
  const name = `bench_floor_${p.status === 'all' ? 'a' : 's'}${p.category ? 'c' : ''}`;
  const text = `SELECT ${DOCUMENT_COLUMNS} FROM documents ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
    ORDER BY updated_at DESC, id DESC LIMIT $1 OFFSET $2`;
  return db.pool.query({ name, text, values });
}

function calls(kind, n) {
  return Array.from({ length: n }, () => {
    if (kind === 'list') return { status: 'active', page: 1 + Math.floor(rand() * 5), limit: 10 };
    if (kind === 'filter') {
      return {
        status: pick(['active', 'active', 'draft', 'archived', 'all']),
        category: pick(CATEGORY_CODES),
        page: 1 + Math.floor(rand() * 3),
        limit: 10,
      };
    }
    const search = makeSearch(docs);
    return { status: pick(['active', 'active', 'active', 'all']), search: search.text, kind: search.kind, page: 1, limit: 10 };
  });
}

// Interleaved: each call, then its floor, so drift on a shared machine hits both alike.
async function measure(list, target = queries) {
  const ours = [];
  const base = [];
  const byKind = new Map();
  let hits = 0;
  for (const p of list) {
    let result;
    const t = await time(async () => (result = await target.list(p)));
    ours.push(t);
    base.push(await time(() => floor(p)));
    hits += result.total;
    if (p.kind) (byKind.get(p.kind) ?? byKind.set(p.kind, []).get(p.kind)).push(t);
  }
  return { ours, base, byKind, meanTotal: Math.round(hits / list.length) };
}

const fmt = (ms) => ms.toFixed(2);
console.log(`bench:documents on ${label}; ${QUERIES} calls per kind and size; p50/p95 in ms; ratio = ours / floor`);
const rows = [];
const detail = [];
for (const size of SIZES) {
  const grown = await grow(size);
  console.log(`  ${size} documents: appended in ${grown.appendS}s, projected in ${grown.projectS}s`);
  for (const kind of ['list', 'filter', 'search', 'search via SQL only']) {
    const sql = kind === 'search via SQL only';
    const target = sql ? sqlOnly : queries;
    const n = sql ? SQL_QUERIES : QUERIES;
    await measure(calls(sql ? 'search' : kind, 30), target); // warm-up: plans prepared, pages cached
    const { ours, base, byKind, meanTotal } = await measure(calls(sql ? 'search' : kind, n), target);
    const [o50, o95, b50, b95] = [percentile(ours, 50), percentile(ours, 95), percentile(base, 50), percentile(base, 95)];
    rows.push({
      docs: size,
      call: kind,
      calls: n,
      'mean total': meanTotal,
      'ours p50': fmt(o50),
      'ours p95': fmt(o95),
      'floor p50': fmt(b50),
      'floor p95': fmt(b95),
      'ratio p50': `${(o50 / b50).toFixed(2)}x`,
      'ratio p95': `${(o95 / b95).toFixed(2)}x`,
    });
    for (const [k, times] of byKind)
      detail.push({
        docs: size,
        via: sql ? 'SQL only' : 'app',
        search: k,
        calls: times.length,
        p50: fmt(percentile(times, 50)),
        p95: fmt(percentile(times, 95)),
      });
  }
  console.log(`  ${size} documents measured; process memory ${Math.round(process.memoryUsage().rss / 2 ** 20)} MB rss`);
}
console.log();
printTable(rows);
console.log('\nsearch by kind of words (ms):');
printTable(detail);
const last = rows.filter((r) => r.call === 'search').at(-1);
const ratio = parseFloat(last['ratio p95']);
console.log(
  `\nsearch at ${last.docs} documents: p95 ${last['ours p95']} ms vs floor ${last['floor p95']} ms = ${ratio.toFixed(2)}x (target: within 3x) ${ratio <= 3 ? 'OK' : 'OVER'}`,
);
await runner.stop();
await store.close();
await cleanup();
