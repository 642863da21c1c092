import { analyze } from '../analysis/analyze.js';
import type { ContextPassage } from '../context/build-context.js';
import { splitSentences } from '../retrieval/sentences.js';

/** Longest quote recorded for one citation. */
const MAX_QUOTE = 600;

/**
 * What a model's answer quoted from each passage it cites, for provenance and for marking the
 * passage in its source: per citation [n], the sentence of passage n sharing most words with the
 * statement the citation closes; when none shares a word (an answer in the other language), the
 * start of the chunk retrieval matched there. One quote per passage and statement, in citation order.
 */
export function citedQuotes(text: string, passages: readonly ContextPassage[]): { passage: ContextPassage; quote: string }[] {
  const out: { passage: ContextPassage; quote: string }[] = [];
  let from = 0;
  for (const m of text.matchAll(/\[(\d{1,2})(?:\s*[,،]\s*\d{1,2})*\]/g)) {
    const statement = text.slice(from, m.index);
    from = m.index + m[0].length;
    for (const raw of m[0].slice(1, -1).split(/[,،]/)) {
      const passage = passages.find((p) => p.n === Number(raw.trim()));
      if (!passage) continue;
      const quote = bestSentence(statement, passage);
      if (!out.some((o) => o.passage === passage && o.quote === quote)) out.push({ passage, quote });
    }
  }
  return out;
}

function bestSentence(statement: string, passage: ContextPassage): string {
  const wanted = new Set(analyze(statement));
  let best = '';
  let bestScore = 0;
  for (const { text } of splitSentences(passage.text)) {
    const terms = new Set(analyze(text));
    let score = 0;
    for (const t of terms) if (wanted.has(t)) score++;
    if (score > bestScore) [best, bestScore] = [text.trim(), score];
  }
  const quote = bestScore > 0 ? best : (passage.hits[0] ?? passage.text);
  // A prefix, not an ellipsis: the quote stays a substring of its source, where a reader finds it marked.
  return quote.slice(0, MAX_QUOTE);
}
