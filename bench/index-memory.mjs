// Memory of the two in-memory indexes (issue 50, item 2): the answer index (RetrievalIndex, the
// BM25 index over chunks) and the library search index (DocumentSearchIndex), each built on its own
// over N synthetic documents as bench:scale makes them (bench/scale/corpus.mjs: 2-5 KB, two thirds
// Arabic), fed the same DocumentCreated events the projection runner would give them.
//
//   npm run build -w contracts && npm run build -w backend
//   node --expose-gc bench/index-memory.mjs [--docs=5000,20000] [--repeat=2]
//   node --expose-gc bench/index-memory.mjs --docs=20000 --together    (RSS of one process holding both)
//
// Per size and index: V8 heap growth after a full GC (heapUsed + arrayBuffers, against the heap
// before that index was built) and bytes per document, for the index as built, after its snapshot
// was taken (taking one compacts the pools) and as restored from that snapshot in a fresh instance
// (the built one dropped), and the snapshot's serialised size (v8.serialize, as snapshots.ts
// stores it). The analyser's word memo, shared by both indexes, counts in the first index built.
// Also a floor: the documents' text itself (UTF-16 in V8) per document.
import { randomUUID } from 'node:crypto';
import { serialize } from 'node:v8';
import { RetrievalIndex } from '../backend/dist/assistant/read-model/retrieval-index.projector.js';
import { DocumentSearchIndex } from '../backend/dist/documents/search/search-index.js';
import { deserializeOwned } from '../backend/dist/projections/snapshots.js';
import { documentCreated, loadPools, synthesise } from './scale/corpus.mjs';

if (typeof globalThis.gc !== 'function') throw new Error('run with node --expose-gc');
const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')));
const sizes = (args.docs ?? '5000,20000').split(',').map(Number);
const repeat = Number(args.repeat ?? 1);
const MB = (n) => (n / 1048576).toFixed(1);

function heap() {
  for (let i = 0; i < 3; i++) globalThis.gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
}

const corpus = loadPools();

/** The stored events of `n` documents, as the projection runner hands them over. */
function* events(n) {
  let minor = 0n;
  for (const doc of synthesise(n, corpus)) {
    const e = documentCreated(doc, '2026-01-01T00:00:00.000Z');
    yield {
      ...e,
      streamId: `document-${doc.id}`,
      streamVersion: 0,
      globalPosition: { major: 1n, minor: minor++ },
      recordedAt: e.metadata.at,
    };
  }
}

/** Builds a model over `n` documents (their events applied synchronously: documents need no await). */
function build(make, n) {
  const model = make();
  for (const e of events(n)) model.apply(e);
  return model;
}

/** Builds the model, measures it before and after taking its snapshot (which compacts it); returns the snapshot only. */
function buildAndTake(make, n, before) {
  const model = build(make, n);
  const built = heap() - before;
  model.snapshots.take();
  const taken = heap() - before;
  return { built, taken, bytes: serialize(model.snapshots.take().state) };
}

// Synchronous on purpose: a suspended async frame kept the dropped model alive in a stale register.
function measure(name, make, n) {
  const before = heap();
  const { built, taken, size, restored } = buildAndRestore(make, n, before);
  const afterRestore = heap() - before;
  const mb = (x) => `${MB(x).padStart(6)} MB (${String(Math.round(x / n)).padStart(5)} B/doc)`;
  console.log(
    `${name.padEnd(16)} ${String(n).padStart(6)} docs  built ${mb(built)}  after snapshot ${mb(taken)}  restored ${mb(afterRestore)}  snapshot ${MB(size).padStart(6)} MB`,
  );
  void restored;
}

/** The figures of buildAndTake and a fresh model restored from the snapshot (which is then dropped). */
function buildAndRestore(make, n, before) {
  const { built, taken, bytes } = buildAndTake(make, n, before);
  return { built, taken, size: bytes.length, restored: restore(make, bytes) };
}

function restore(make, bytes) {
  const restored = make();
  restored.snapshots.restore(deserializeOwned(bytes));
  return restored;
}

console.log(`node ${process.version}, ${new Date().toISOString()}, id ${randomUUID().slice(0, 8)}`);
if ('together' in args) {
  // --together: both indexes in one process, as an instance holds them after its start's catch-up
  // and first snapshot (taking one compacts), then the process's RSS after a full GC.
  const n = sizes[0];
  const models = [new RetrievalIndex(), new DocumentSearchIndex()];
  for (const e of events(n)) for (const m of models) m.apply(e);
  for (const m of models) m.snapshots.take();
  heap();
  const { rss, heapUsed, arrayBuffers } = process.memoryUsage();
  console.log(
    `both indexes ${n} docs, one process after a GC: rss ${MB(rss)} MB, heapUsed ${MB(heapUsed)} MB, arrayBuffers ${MB(arrayBuffers)} MB`,
  );
  process.exit(0);
}
for (let r = 0; r < repeat; r++) {
  for (const n of sizes) {
    let text = 0;
    for (const doc of synthesise(n, corpus)) text += 2 * (doc.content.length + doc.title.length);
    console.log(`text floor       ${String(n).padStart(6)} docs  ${MB(text)} MB as V8 UTF-16 (${Math.round(text / n)} B/doc)`);
    measure('answer index', () => new RetrievalIndex(), n);
    measure('library search', () => new DocumentSearchIndex(), n);
  }
}
