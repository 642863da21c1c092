/**
 * Whether the best passage can answer the question at all, judged where the answer would be
 * quoted from: the passage's sentences, not only its BM25 score. A question about something the
 * knowledge base does not hold still reaches a passage through its generic words ("how many",
 * "team", "country"), scattered over the text; an answerable question was usually written from one
 * or two sentences, so most of its weight sits in one short window.
 */
import type { Language } from '@kb/contracts';
import { sentenceTerms } from '../retrieval/sentences.js';
import type { QueryTerm, QuestionWord, SearchResult } from '../retrieval/search-types.js';
import { analyze } from '../analysis/analyze.js';
import { Coverage } from './coverage.js';

// Consecutive sentences judged together: answers often sit in the sentence after the one naming
// the subject. Measured on the dev folds: 2 separated better than 1.
const WINDOW = 2;
/**
 * Best idf-weighted share of the question's words found in a window of consecutive sentences of
 * the given texts (title words count in every window: a title names what the text is about).
 * Unknown question words keep their maximal idf: the word nothing indexed holds is usually the
 * subject the knowledge base lacks.
 */
export function windowCoverage(words: QuestionWord[], terms: QueryTerm[], title: string, texts: string[]): number {
  const total = words.reduce((s, w) => s + w.idf, 0);
  if (total <= 0) return 0;
  // Every look-alike counts here (the calibrated thresholds were measured that way).
  const coverage = new Coverage({ words, terms }, { everyLookAlike: true });
  const titleTerms = analyze(title);
  const groups = words.map((_, g) => g);
  // Each sentence (and the title) is read once, word by word, then every window combines its parts:
  // the same coverage as matching the window's union of words (Coverage.matchParts), without
  // building that union and reading each sentence again for every window it is part of.
  const titleSet = new Set(titleTerms);
  const titleParts = groups.map((g) => coverage.part(g, titleSet));
  let best = 0;
  for (const text of texts) {
    const sentences = sentenceTerms(text);
    const parts = sentences.map((terms) => {
      const set = new Set(terms);
      return groups.map((g) => coverage.part(g, set));
    });
    for (let i = 0; i < sentences.length; i++) {
      let union: Set<string> | null = null;
      const present = () => (union ??= new Set([...titleTerms, ...sentences.slice(i, i + WINDOW).flat()]));
      const window = parts.slice(i, i + WINDOW);
      let got = 0;
      words.forEach((w, g) => (got += w.idf * coverage.matchParts(g, [titleParts[g], ...window.map((p) => p[g])], present)));
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
