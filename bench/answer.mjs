// Answer latency (search + extractive answer) at 1k, 10k and 100k chunks, against a MiniSearch
// query over the same chunks measured in the same run, plus process memory at each size.
//
//   npm run bench:answer [-- <eval folder>] [--sizes=1000,10000,100000] [--queries=400]
//
// Chunks are synthesised from the eval paragraphs: each is 4-7 sentences drawn from the whole
// pool (English and Arabic kept apart), with numbers perturbed, so the corpus grows in size and a
// little in vocabulary without being 100 copies of the same 705 paragraphs. Questions are XQuAD
// questions in both languages. Printed ratios are ours / MiniSearch; absolute times depend on the
// machine and are not a pass/fail gate.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import MiniSearch from 'minisearch';
import { Bm25Index } from '../backend/dist/assistant/retrieval/bm25-index.js';
import { splitSentences } from '../backend/dist/assistant/retrieval/sentences.js';
import { detectLanguage } from '../backend/dist/assistant/analysis/analyze.js';
import { answerQuestion } from '../backend/dist/assistant/answer/pipeline.js';
import { mulberry32 } from './lib.mjs';

const args = process.argv.slice(2);
const folder = args.find((a) => !a.startsWith('--')) ?? '../shared/eval';
const option = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const SIZES = option('sizes', '1000,10000,100000').split(',').map(Number);
const QUERIES = Number(option('queries', '400'));
const gc = globalThis.gc ?? (() => {});


function load(dir) {
  const pools = { en: [], ar: [] };
  const titles = { en: [], ar: [] };
  const questions = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    const json = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    if (!Array.isArray(json.data)) continue;
    for (const article of json.data) {
      for (const p of article.paragraphs) {
        const lang = detectLanguage(p.context);
        pools[lang].push(...splitSentences(p.context).map((s) => s.text));
        titles[lang].push(article.title);
        if (/xquad/i.test(file)) questions.push(...p.qas.map((q) => q.question));
      }
    }
  }
  return { pools, titles, questions };
}

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

const corpus = load(folder);
const rand = mulberry32(7);
const questions = [...corpus.questions].sort(() => rand() - 0.5).slice(0, QUERIES);
console.log(`questions: ${questions.length} (English and Arabic XQuAD); gc exposed: ${Boolean(globalThis.gc)}`);
console.log('\n chunks | build ours / MiniSearch | answer p50 / p95 (ours: search+answer) | search-only p50 / p95 | MiniSearch p50 / p95 | ratio p50 / p95 (answer vs MiniSearch) | index heap ours / MiniSearch | process heapUsed / rss');
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
  const floor = time((q) => mini.search(q), questions);
  mini = null;
  heap();

  const [a50, a95, f50, f95] = [pct(answer, 50), pct(answer, 95), pct(floor, 50), pct(floor, 95)];
  console.log(
    ` ${String(chunks).padStart(6)} | ${(buildOurs / 1000).toFixed(1)}s / ${(buildMini / 1000).toFixed(1)}s | ${ms(a50)} / ${ms(a95)} | ${ms(pct(search, 50))} / ${ms(pct(search, 95))} | ${ms(f50)} / ${ms(f95)} | ${(a50 / f50).toFixed(2)}x / ${(a95 / f95).toFixed(2)}x | ${mb(oursHeap)} / ${mb(miniHeap)} | ${mb(withOurs.heapUsed)} / ${mb(withOurs.rss)}`,
  );
}
console.log('\nindex heap = heapUsed after building minus before (gc run); ours includes the chunk texts it quotes, MiniSearch stores none.');
console.log('process heapUsed / rss are sampled with our index built (and the synthetic corpus still in memory).');
