// bench:scale — the synthetic knowledge base and the questions asked of it.
//
// Documents are synthesised as bench/answer.mjs does: sentences drawn from the eval paragraphs
// (/work/shared/eval, English and Arabic kept apart), numbers perturbed, here until each text holds
// 2-5 KB. They are generated one at a time (a generator), so --docs=100000 never holds 100k texts,
// and loaded through the event store's port as the `DocumentCreated` events the create command
// appends: one stream per document (`document-<id>`), status active, a built-in category code.
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATEGORY_CODES, documentStreamId } from '@kb/contracts';
import { splitSentences } from '../../backend/dist/assistant/retrieval/sentences.js';
import { detectLanguage } from '../../backend/dist/assistant/analysis/analyze.js';
import { mulberry32 } from '../lib.mjs';

/** The eval folder: EVAL_DIR, else the shared one beside the repository's parent, else /work/shared/eval. */
export function evalFolder() {
  const candidates = [process.env.EVAL_DIR, new URL('../../../shared/eval', import.meta.url).pathname, '/work/shared/eval'];
  const found = candidates.find((c) => c && existsSync(c));
  if (!found) throw new Error('No eval folder (set EVAL_DIR to the folder of xquad.*.json / arcd.ar.json)');
  return found;
}

/** Sentence pools and article titles (as written, with underscores) per language, and the XQuAD questions (both languages); bench:answer builds its chunks from them too. */
export function loadPools(dir = evalFolder()) {
  const pools = { en: [], ar: [] };
  const titles = { en: [], ar: [] };
  const questions = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
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

/** `count` documents, one at a time: deterministic (seeded), two thirds Arabic, 2-5 KB of text each. */
export function* synthesise(count, { pools, titles }, seed = 42, codeBase = 0) {
  const rand = mulberry32(seed);
  const pick = (xs) => xs[Math.floor(rand() * xs.length)];
  for (let i = 0; i < count; i++) {
    const lang = i % 3 === 0 ? 'en' : 'ar';
    const target = 2000 + Math.floor(rand() * 3000);
    const sentences = [];
    let length = 0;
    while (length < target) {
      const s = pick(pools[lang]).replace(/\d+/g, (d) => String((Number(d) + i) % 10000));
      sentences.push(s);
      length += Buffer.byteLength(s) + 1;
    }
    yield {
      id: randomUUID(),
      lang,
      // A reference code like a real knowledge base's: unique per document, so a search can find one.
      title: `${pick(titles[lang]).replace(/_/g, ' ')} (KB-${String(codeBase + i).padStart(6, '0')})`,
      content: sentences.join(' '),
      category: CATEGORY_CODES[i % CATEGORY_CODES.length],
    };
  }
}

/** The event the create command appends for `doc` (document.decider.ts), as actor 'system'. */
export function documentCreated(doc, at = new Date().toISOString()) {
  const { id, title, content, category } = doc;
  return {
    id: randomUUID(),
    type: 'DocumentCreated',
    data: { id, title, content, category, status: 'active', createdBy: 'system' },
    metadata: { actor: 'system', correlationId: randomUUID(), causationId: null, at },
  };
}

/**
 * Appends `count` documents through the port, `batch` streams at a time (the pool's connections
 * work side by side). Keeps a few documents' ids and titles (`sample`) for the checks and pushes.
 */
export async function loadDocuments(store, count, corpus, { batch = 200, concurrency = 8, keep = 64 } = {}) {
  const started = performance.now();
  const sample = [];
  let bytes = 0;
  let arabic = 0;
  let pending = [];
  const flush = async () => {
    for (let i = 0; i < pending.length; i += concurrency) {
      await Promise.all(
        pending.slice(i, i + concurrency).map((d) => store.append(documentStreamId(d.id), [documentCreated(d)], 'no_stream')),
      );
    }
    pending = [];
  };
  let n = 0;
  for (const doc of synthesise(count, corpus)) {
    bytes += Buffer.byteLength(doc.content);
    if (doc.lang === 'ar') arabic++;
    if (n % Math.max(1, Math.floor(count / keep)) === 0 && sample.length < keep)
      sample.push({ id: doc.id, title: doc.title, lang: doc.lang });
    pending.push(doc);
    if (pending.length >= batch) await flush();
    if (++n % 10000 === 0 && process.stdout.isTTY) process.stdout.write(`  loaded ${n} of ${count}\r`);
  }
  await flush();
  return { count, ms: performance.now() - started, avgBytes: Math.round(bytes / Math.max(1, count)), arabic, sample };
}

/** `n` questions in both languages, shuffled deterministically; the search words a reader would type for each. */
export function questionsOf(corpus, n) {
  const rand = mulberry32(7);
  const shuffled = [...corpus.questions].sort(() => rand() - 0.5).slice(0, n);
  return shuffled.map((q) => ({ question: q, search: searchWords(q) }));
}

/** The two longest words of a question (what someone types in the library's search box). */
function searchWords(question) {
  const words = question.match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...words]
    .sort((a, b) => b.length - a.length)
    .slice(0, 2)
    .join(' ');
}
