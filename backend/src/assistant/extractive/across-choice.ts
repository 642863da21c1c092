/**
 * When the other language's answer replaces the question's own language's (extractive-reader.ts).
 * A document and its translation hold the same words, so the question's own language wins unless
 * the other language's best document holds clearly more of the question: the idf of the question
 * words its best hit holds (itself or a reading of it), against the own language's best, both
 * weighed by the question's own words.
 */
import type { Language } from '@kb/contracts';
import { analyze } from '../analysis/analyze.js';
import type { ExtractiveAnswer } from '../answer/answer-types.js';
import { Coverage } from '../answer/coverage.js';
import { confidenceOf } from '../answer/6-decide-confidence.js';
import { TRANSLATION_WEIGHT } from '../retrieval/query-across.js';
import type { SearchResult } from '../retrieval/search-types.js';

/**
 * How many times more of the question the other language's document must hold, by the own
 * language's reply (measured on the dev sets, the shared eval and --kb; bench/new-eval/RESULTS.md):
 * - over a sure answer, as much when its confidence times TRANSLATION_WEIGHT still beats the own
 *   answer's (dev-turns en -> ar 5 -> 7 of 15 with the unpruned lexicon, nothing else moved),
 *   else twice as much (at 1.5 --kb and the shared eval's XQuAD twins moved);
 * - over a passage offered "not sure", twice (the shared eval's English questions then kept their
 *   own paragraph: contain when answered 0.905 -> 0.916);
 * - over a refusal, once for a sure answer; three times to offer the other language's passage
 *   "not sure" (at twice, --kb offered the 5G plans, which say "without fibre", for a fibre price).
 */
const OVER_SURE = 2;
const OVER_UNCERTAIN = 2;
const OVER_REFUSAL = 1;
const UNSURE_OVER_REFUSAL = 3;

/** The idf (by `weights`' words) of the question words the top hit of a search in `language` holds. */
function heldIdf(search: SearchResult, language: Language, weights: SearchResult): number {
  const hit = search.hits.find((h) => h.language === language);
  if (!hit) return 0;
  const present = new Set(analyze([hit.title, hit.text, ...hit.more.map((m) => m.text)].join('\n')));
  const coverage = new Coverage(search);
  let sum = 0;
  for (let g = 0; g < coverage.groups; g++) if (coverage.holds(g, present)) sum += weights.words[g]?.idf ?? 0;
  return sum;
}

/**
 * Whether the other language's answer (`across`, found by `acrossSearch`) replaces the own
 * language's (`same`). Called first without `across` (the other language's search only), so that
 * the answer is read only where it could win.
 */
export function prefersAcross(
  same: ExtractiveAnswer,
  acrossSearch: SearchResult,
  ownSearch: SearchResult,
  language: Language,
  across?: ExtractiveAnswer,
): boolean {
  const other: Language = language === 'en' ? 'ar' : 'en';
  const confidence = across?.confidence ?? confidenceOf(other, acrossSearch);
  if (across?.mode === 'not_found' || confidence <= same.confidence) return false;
  const held = heldIdf(acrossSearch, other, ownSearch);
  const own = heldIdf(ownSearch, language, ownSearch);
  const holdsEnough = (mode: 'extractive' | 'uncertain'): boolean => {
    // The other language's passage is offered "not sure" only where the own language has nothing.
    if (mode === 'uncertain') return same.mode === 'not_found' && held > UNSURE_OVER_REFUSAL * own;
    if (same.mode === 'not_found') return held > OVER_REFUSAL * own;
    if (same.mode === 'uncertain') return held > OVER_UNCERTAIN * own;
    // Over a sure answer: translated evidence that, discounted once more, still beats it, from a
    // document holding as much of the question; else a document holding twice as much.
    return (TRANSLATION_WEIGHT * confidence > same.confidence && held >= own) || held > OVER_SURE * own;
  };
  return across ? holdsEnough(across.mode) : holdsEnough('extractive') || holdsEnough('uncertain');
}
