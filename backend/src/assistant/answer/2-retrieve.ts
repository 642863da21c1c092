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
import type { AnswerOptions, Candidate } from './answer-types.js';
import type { Coverage } from './coverage.js';
import { unitsOf } from './units.js';

/** Whole documents longer than this are read through their matching chunks only. */
const MAX_FULL_TEXT = 40_000;

/** The whole text of an indexed entry, so that an answer can follow an entity past the chunks that matched. */
export type ReadEntry = (entryId: string) => string | undefined;

/** Only passages in the question's language are quoted: the reply must read in that language. */
export function hitsIn(language: Language, search: SearchResult): SearchHit[] {
  return search.hits.filter((h) => h.language === language);
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
