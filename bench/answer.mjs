// Answer latency (search + extractive answer) at 1k, 10k and 100k chunks, against a MiniSearch
// query over the same chunks measured in the same run, plus process memory at each size.
// Both sides do the same work: ours returns its top 10 hits, and MiniSearch is asked for its top 10
// too (`miniTop10`: its own scoring of every match, then a partial selection of the best 10, instead
// of `search()`, which builds a result for every match and sorts them all; MiniSearch 7 has no limit
// option). The bench checks that these 10 are the first 10 of `search()` for every question.
//
//   npm run bench:answer [-- <eval folder>] [--sizes=1000,10000,100000] [--queries=400]
//
// Chunks are synthesised from the eval paragraphs: each is 4-7 sentences drawn from the whole
// pool (English and Arabic kept apart), with numbers perturbed, so the corpus grows in size and a
// little in vocabulary without being 100 copies of the same 705 paragraphs. Questions are XQuAD
// questions in both languages. Printed ratios are ours / MiniSearch; absolute times depend on the
// machine and are not a pass/fail gate.
import { performance } from 'node:perf_hooks';
import MiniSearch from 'minisearch';
import { Bm25Index } from '../backend/dist/assistant/retrieval/bm25-index.js';
import { detectLanguage } from '../backend/dist/assistant/analysis/analyze.js';
import { answerQuestion } from '../backend/dist/assistant/answer/pipeline.js';
import { mulberry32 } from './lib.mjs';
import { loadPools } from './scale/corpus.mjs';

const args = process.argv.slice(2);
const folder = args.find((a) => !a.startsWith('--')) ?? '../shared/eval';
const option = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const SIZES = option('sizes', '1000,10000,100000').split(',').map(Number);
const QUERIES = Number(option('queries', '400'));
const gc = globalThis.gc ?? (() => {});

function synthesise(n, { pools, titles }) {
  const rand = mulberry32(42);
  const pick = (xs) => xs[Math.floor(rand() * xs.length)];
  const docs = [];
  for (let i = 0; i < n; i++) {
    // Two thirds Arabic, as in the eval corpus (585 of 705 paragraphs).
    const lang = i % 3 === 0 ? 'en' : 'ar';
    const count = 4 + Math.floor(rand() * 4);
    const sentences = [];
    for (let k = 0; k < count; k++) sentences.push(pick(pools[lang]).replace(/\d+/g, (d) => String((Number(d) + i) % 10000)));
    docs.push({ id: `syn-${i}`, title: `${pick(titles[lang])} ${i % 97}`, category: 'bench', content: sentences.join(' ') });
  }
  return docs;
}

/**
 * MiniSearch's `search(q).slice(0, 10)` without scoring-then-sorting every match: the same
 * `executeQuery` and score (BM25 × matched query terms, as `search` computes it), then the 10 best
 * kept in order by insertion; ties keep the earlier match, as `search`'s stable sort does.
 */
function miniTop10(mini, q, k = 10) {
  const top = [];
  for (const [docId, { score, terms, match }] of mini.executeQuery(q)) {
    const s = score * (terms.length || 1);
    if (top.length === k && s <= top[k - 1].score) continue;
    let at = top.length;
    while (at > 0 && top[at - 1].score < s) at--;
    top.splice(at, 0, { id: mini._documentIds.get(docId), score: s, terms: Object.keys(match), queryTerms: terms, match });
    if (top.length > k) top.pop();
  }
  return top;
}

/** Questions whose `miniTop10` differs from the first 10 of MiniSearch's own `search` (must be 0). */
function miniTop10Mismatches(mini, questions) {
  const ids = (rs) => rs.map((r) => r.id).join(',');
  return questions.filter((q) => ids(miniTop10(mini, q)) !== ids(mini.search(q).slice(0, 10))).length;
}

const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const mb = (bytes) => `${(bytes / 1e6).toFixed(0)}MB`;
const ms = (x) => `${x.toFixed(3)}ms`;

function time(fn, questions) {
  for (const q of questions.slice(0, 50)) fn(q); // warm-up, JIT
  const out = [];
  for (const q of questions) {
    const t0 = performance.now();
    fn(q);
    out.push(performance.now() - t0);
  }
  return out;
}

function heap() {
  gc();
  gc();
  return process.memoryUsage();
}

const corpus = loadPools(folder);
const rand = mulberry32(7);
const questions = [...corpus.questions].sort(() => rand() - 0.5).slice(0, QUERIES);
console.log(`questions: ${questions.length} (English and Arabic XQuAD); gc exposed: ${Boolean(globalThis.gc)}`);
console.log('both sides return the top 10: MiniSearch top 10 checked equal to the first 10 of its search() for every question');
console.log(
  '\n chunks | build ours / MiniSearch | answer p50 / p95 (ours: search+answer) | search-only p50 / p95 | MiniSearch p50 / p95 | ratio p50 / p95 (answer vs MiniSearch) | index heap ours / MiniSearch | process heapUsed / rss',
);
for (const size of SIZES) {
  const docs = synthesise(size, corpus);
  const base = heap().heapUsed;

  let t0 = performance.now();
  let index = new Bm25Index();
  for (const d of docs) index.upsert(d);
  const buildOurs = performance.now() - t0;
  const withOurs = heap();
  const oursHeap = withOurs.heapUsed - base;
  const answer = time((q) => answerQuestion(q, detectLanguage(q), index.search(q, { limit: 10 })), questions);
  const search = time((q) => index.search(q, { limit: 10 }), questions);
  const chunks = index.chunkCount;
  index = null;
  heap();

  t0 = performance.now();
  let mini = new MiniSearch({ fields: ['title', 'text'] });
  mini.addAll(docs.map((d, i) => ({ id: i, title: d.title, text: d.content })));
  const buildMini = performance.now() - t0;
  const miniHeap = heap().heapUsed - base;
  const mismatches = miniTop10Mismatches(mini, questions);
  if (mismatches) throw new Error(`MiniSearch top 10 differs from its search() for ${mismatches} questions`);
  const floor = time((q) => miniTop10(mini, q), questions);
  mini = null;
  heap();

  const [a50, a95, f50, f95] = [pct(answer, 50), pct(answer, 95), pct(floor, 50), pct(floor, 95)];
  console.log(
    ` ${String(chunks).padStart(6)} | ${(buildOurs / 1000).toFixed(1)}s / ${(buildMini / 1000).toFixed(1)}s | ${ms(a50)} / ${ms(a95)} | ${ms(pct(search, 50))} / ${ms(pct(search, 95))} | ${ms(f50)} / ${ms(f95)} | ${(a50 / f50).toFixed(2)}x / ${(a95 / f95).toFixed(2)}x | ${mb(oursHeap)} / ${mb(miniHeap)} | ${mb(withOurs.heapUsed)} / ${mb(withOurs.rss)}`,
  );
}
console.log(
  '\nindex heap = heapUsed after building minus before (gc run); ours includes the chunk texts it quotes, MiniSearch stores none.',
);
console.log('process heapUsed / rss are sampled with our index built (and the synthetic corpus still in memory).');
