/**
 * Whether the best passage can answer the question at all, judged where the answer would be
 * quoted from: the passage's sentences, not only its BM25 score. A question about something the
 * knowledge base does not hold still reaches a passage through its generic words ("how many",
 * "team", "country"), scattered over the text; an answerable question was usually written from one
 * or two sentences, so most of its weight sits in one short window.
 */
import type { Language } from '@kb/contracts';
import { splitSentences } from '../retrieval/sentences.js';
import type { QueryTerm, QuestionWord, SearchResult } from '../retrieval/search-types.js';
import { analyze } from '../retrieval/tokenize.js';

// Consecutive sentences judged together: answers often sit in the sentence after the one naming
// the subject. Measured on the dev folds: 2 separated better than 1.
const WINDOW = 2;
// Bigram Dice at or above which a passage word counts as a variant of a question word. Arabic
// translations inflect differently (لاسترداد / استرداد) and light stemming leaves proclitics on;
// matched against one passage's ~100 words, a look-alike is rarely a different word.
const VARIANT_SIMILARITY = 0.6;

function bigrams(word: string): string[] {
  const s = `^${word}$`;
  const out: string[] = [];
  for (let i = 0; i + 2 <= s.length; i++) out.push(s.slice(i, i + 2));
  return out;
}

/** Dice coefficient of the two words' character bigrams (with word-boundary marks), 0..1. */
export function bigramDice(a: string, b: string): number {
  const x = bigrams(a);
  const y = bigrams(b);
  const pool = new Map<string, number>();
  for (const g of y) pool.set(g, (pool.get(g) ?? 0) + 1);
  let common = 0;
  for (const g of x) {
    const n = pool.get(g);
    if (n) {
      common++;
      pool.set(g, n - 1);
    }
  }
  return (2 * common) / (x.length + y.length);
}

/** How well a set of passage terms covers one question word: 1 the word itself, less for variants. */
function wordMatch(word: string, readings: Map<string, number>, present: Set<string>): number {
  if (present.has(word)) return 1;
  let best = 0;
  for (const [term, match] of readings) if (present.has(term)) best = Math.max(best, match);
  if (best >= VARIANT_SIMILARITY) return best;
  for (const p of present) {
    const d = bigramDice(word, p);
    if (d >= VARIANT_SIMILARITY && d > best) best = d;
  }
  return best;
}

/**
 * Best idf-weighted share of the question's words found in a window of consecutive sentences of
 * the given texts (title words count in every window: a title names what the text is about).
 * Unknown question words keep their maximal idf: the word nothing indexed holds is usually the
 * subject the knowledge base lacks.
 */
export function windowCoverage(words: QuestionWord[], terms: QueryTerm[], title: string, texts: string[]): number {
  const total = words.reduce((s, w) => s + w.idf, 0);
  if (total <= 0) return 0;
  const readings = words.map(() => new Map<string, number>());
  for (const t of terms) readings[t.group]?.set(t.term, Math.max(readings[t.group].get(t.term) ?? 0, t.match));
  const titleTerms = analyze(title);
  let best = 0;
  for (const text of texts) {
    const sentences = splitSentences(text).map((s) => analyze(s.text));
    for (let i = 0; i < sentences.length; i++) {
      const present = new Set([...titleTerms, ...sentences.slice(i, i + WINDOW).flat()]);
      let got = 0;
      words.forEach((w, g) => (got += w.idf * wordMatch(w.term, readings[g], present)));
      best = Math.max(best, got / total);
    }
  }
  return best;
}

/**
 * Answerability of the best passage in the question's language, 0..1: the geometric mean of its
 * retrieval confidence (score as a share of the attainable score) and its best window coverage.
 * The mean, not either alone, because each misses what the other sees: BM25 rewards repeated and
 * title matches, coverage rewards the question's words meeting in one place. Measured on the dev
 * folds (bench/eval.mjs --calibrate) against confidence alone, at 4% answerable refused:
 * XQuAD-ar unindexed refused 0.578 -> 0.659, XQuAD-en 0.899 -> 0.927.
 */
export function answerability(language: Language, search: SearchResult): number {
  const best = search.hits.find((h) => h.language === language);
  if (!best) return 0;
  const texts = [best.text, ...best.more.map((m) => m.text)];
  const coverage = windowCoverage(search.words, search.terms, best.title, texts);
  return Math.sqrt(best.confidence * coverage);
}
