/**
 * Stage 2, what was retrieved for the question, as the answer reads it. The search itself runs in
 * the index before the pipeline (RetrievalIndex, fused with vectors by HybridRetrieval), weighing
 * each question word by `questionTermFactor` (1-read-question.ts). This stage keeps the hits in the
 * question's language and turns the top ones into candidates: each document read whole (through
 * its matched chunks only when very long), cut into units, with how its title covers each
 * question word.
 */
import type { Language } from '@kb/contracts';
import type { SearchHit, SearchResult } from '../retrieval/search-types.js';
import { analyze } from '../analysis/analyze.js';
import { sentenceTerms } from '../retrieval/sentences.js';
import { Coverage } from './coverage.js';
import type { AnswerOptions, Candidate } from './answer-types.js';
import { unitsOf } from './units.js';

/** Whole documents longer than this are read through their matching chunks only. */
const MAX_FULL_TEXT = 40_000;

/** The whole text of an indexed entry, so that an answer can follow an entity past the chunks that matched. */
export type ReadEntry = (entryId: string) => string | undefined;

/** Only passages in the question's language are quoted: the reply must read in that language. */
export function hitsIn(language: Language, search: SearchResult): SearchHit[] {
  return search.hits.filter((h) => h.language === language);
}

/** How many of the best hits in the question's language are weighed again by where the question's words meet. */
const RERANK_DEPTH = 3;
/**
 * How much better a lower hit must answer to move up. Measured on --new=dev and the shared eval:
 * any move (1.0) lowered XQuAD-ar unindexed refused 0.687 -> 0.672 (a held-out question found a
 * better-covered passage elsewhere); at 1.25 it stays, and the dev gains stay.
 */
const RERANK_MARGIN = 1.25;
/** Consecutive sentences judged together, as answerability.ts does. */
const WINDOW = 2;

/**
 * The hits in the question's language, the top few ordered again by answerability (the geometric
 * mean of BM25 confidence and the best window's idf-weighted coverage of the question words): a
 * document that repeats one rare word can outscore the one whose sentence holds the whole question.
 */
export function rerankHits(language: Language, search: SearchResult): SearchResult {
  const own = search.hits.filter((h) => h.language === language);
  if (own.length < 2 || RERANK_DEPTH < 2) return search;
  const total = search.words.reduce((sum, w) => sum + w.idf, 0);
  if (total <= 0) return search;
  // One coverage for every hit, so that look-alike scores are compared once (as answerability.ts measures).
  const coverage = new Coverage(search, { everyLookAlike: true });
  const head = own.slice(0, RERANK_DEPTH).map((hit) => ({ hit, value: Math.sqrt(hit.confidence * bestWindow(hit, coverage, total)) }));
  const order = [...head].sort((a, b) => b.value - a.value);
  if (order[0].hit === own[0] || order[0].value < RERANK_MARGIN * head[0].value) return search;
  const hits = [...order.map((o) => o.hit), ...own.slice(RERANK_DEPTH), ...search.hits.filter((h) => h.language !== language)];
  return { ...search, hits, confidence: hits[0].confidence };
}

/** `windowCoverage` of answerability.ts for one hit, with a shared coverage. */
function bestWindow(hit: SearchHit, coverage: Coverage, total: number): number {
  const title = analyze(hit.title);
  let best = 0;
  for (const text of [hit.text, ...hit.more.map((m) => m.text)]) {
    const sentences = sentenceTerms(text);
    for (let i = 0; i < sentences.length; i++) {
      const present = new Set([...title, ...sentences.slice(i, i + WINDOW).flat()]);
      let got = 0;
      for (let g = 0; g < coverage.groups; g++) got += coverage.idf(g) * coverage.match(g, present);
      best = Math.max(best, got / total);
    }
  }
  return best;
}

/** The documents that may be quoted: the top `maxPassages` hits scoring within `minRelativeScore` of the best. */
export function candidatesOf(hits: SearchHit[], options: AnswerOptions, coverage: Coverage, read?: ReadEntry): Candidate[] {
  const best = hits[0].score;
  return hits
    .slice(0, options.maxPassages)
    .filter((h) => h.score >= options.minRelativeScore * best)
    .map((hit, i) => {
      const full = read?.(hit.docId);
      const text = full !== undefined && full.length <= MAX_FULL_TEXT ? full : [hit.text, ...hit.more.map((m) => m.text)].join('\n\n');
      const title = new Set(analyze(hit.title));
      const titleMatch = new Float64Array(coverage.groups);
      for (let g = 0; g < coverage.groups; g++) titleMatch[g] = coverage.match(g, title);
      return { hit, weight: best > 0 ? hit.score / best : 1, units: unitsOf(text, i), titleMatch };
    });
}
