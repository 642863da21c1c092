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

// Each word's bigrams as sorted integer codes (with word-boundary marks), cached: answering
// compares the same few hundred words many times, and building strings per comparison was
// most of an answer's time (measured: 2.9 of 3.6 ms a question at 1k chunks).
const BIGRAM_CACHE_LIMIT = 50_000;
let bigramCache = new Map<string, Int32Array>();

function bigramCodes(word: string): Int32Array {
  let codes = bigramCache.get(word);
  if (codes) return codes;
  const s = `^${word}$`;
  codes = new Int32Array(s.length - 1);
  for (let i = 0; i + 1 < s.length; i++) codes[i] = s.charCodeAt(i) * 65536 + s.charCodeAt(i + 1);
  codes.sort();
  if (bigramCache.size >= BIGRAM_CACHE_LIMIT) bigramCache = new Map();
  bigramCache.set(word, codes);
  return codes;
}

/** Dice coefficient of the two words' character bigrams (with word-boundary marks), 0..1. */
export function bigramDice(a: string, b: string): number {
  const x = bigramCodes(a);
  const y = bigramCodes(b);
  // Multiset intersection of two sorted lists.
  let common = 0;
  for (let i = 0, j = 0; i < x.length && j < y.length; ) {
    if (x[i] === y[j]) {
      common++;
      i++;
      j++;
    } else if (x[i] < y[j]) i++;
    else j++;
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
