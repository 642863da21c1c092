/**
 * Stage 4, what is quoted within the word budget: the chosen quotes most important first, an
 * over-long first one cut to a window around the question's words, then back in reading order. A
 * reply the evidence is not sure of quotes one document only: the closest passage, offered as such.
 */
import type { QueryTerm } from '../retrieval/search-types.js';
import { words } from '../analysis/analyze.js';
import type { ExtractiveMode, Quote } from './answer-types.js';
import { clipToWindow } from './clip.js';
import { withoutGaps } from './list-ranges.js';

/** Share of the word budget an over-long first unit is cut to. */
const CLIP_SHARE = 0.6;

export function quote(chosen: Quote[], mode: Exclude<ExtractiveMode, 'not_found'>, maxWords: number, terms: QueryTerm[]): Quote[] {
  if (mode === 'extractive') return fit(chosen, maxWords, terms);
  const first = [...chosen].sort((a, b) => a.priority - b.priority)[0].doc;
  return fit(
    chosen.filter((q) => q.doc === first),
    maxWords,
    terms,
  );
}

/** The quotes that fit the word budget, most important first, then back in reading order. */
export function fit(quotes: Quote[], maxWords: number, terms: QueryTerm[]): Quote[] {
  const byPriority = [...quotes].sort((a, b) => a.priority - b.priority || a.doc - b.doc || a.order - b.order);
  let kept: Quote[] = [];
  let budget = maxWords;
  for (const q of byPriority) {
    if (q.words <= budget) {
      kept.push(q);
      budget -= q.words;
    } else if (kept.length === 0) {
      // An over-long first unit is cut to a window around the question's words.
      const text = clipToWindow(q.text, terms, Math.round(maxWords * CLIP_SHARE));
      const n = words(text).length;
      kept.push({ ...q, text, words: n });
      budget -= n;
    }
  }
  // A list is never quoted with a gap inside it (list-ranges.ts).
  kept = withoutGaps(kept, quotes);
  kept.sort((a, b) => a.doc - b.doc || a.order - b.order);
  // A list's introduction whose items did not fit says nothing by itself.
  kept = kept.filter((q, i) => !(/:$/.test(q.text) && !(kept[i + 1]?.listItem && kept[i + 1].doc === q.doc)));
  return kept;
}
