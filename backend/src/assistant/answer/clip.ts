/** Cutting an over-long sentence to the part that holds the question's words. */
import type { QueryTerm } from '../retrieval/search-types.js';
import { termOf, words } from '../analysis/analyze.js';

function termWeights(terms: QueryTerm[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const t of terms) m.set(t.term, Math.max(m.get(t.term) ?? 0, t.weight));
  return m;
}

/** The `size`-word window of a long sentence holding the most question-term weight. */
export function clipToWindow(text: string, terms: QueryTerm[], size: number): string {
  const weights = termWeights(terms);
  const tokens = text.split(/\s+/).filter(Boolean);
  if (tokens.length <= size) return text;
  const gain = tokens.map((tok) => {
    const w = words(tok)[0];
    const t = w ? termOf(w) : null;
    return t ? (weights.get(t) ?? 0) : 0;
  });
  let sum = 0;
  for (let i = 0; i < size; i++) sum += gain[i];
  let best = sum;
  let bestStart = 0;
  for (let i = size; i < tokens.length; i++) {
    sum += gain[i] - gain[i - size];
    if (sum > best + 1e-9) {
      best = sum;
      bestStart = i - size + 1;
    }
  }
  // Centre the matched words in the window: the answer usually sits right next to the
  // question's words, on either side, so they should not end up at the window's edge.
  let first = bestStart;
  let last = bestStart + size - 1;
  while (first < last && gain[first] === 0) first++;
  while (last > first && gain[last] === 0) last--;
  const centred = Math.round((first + last) / 2 - size / 2);
  bestStart = Math.max(0, Math.min(tokens.length - size, centred));
  // Budgets count words as the analyser sees them ("Pro-Bowl" is two), so trim to fit.
  let end = bestStart + size;
  while (end > bestStart + 1 && words(tokens.slice(bestStart, end).join(' ')).length > size) end--;
  const body = tokens.slice(bestStart, end).join(' ');
  return `${bestStart > 0 ? '… ' : ''}${body}${end < tokens.length ? ' …' : ''}`;
}
