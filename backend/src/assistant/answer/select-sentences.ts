/**
 * Picks the sentences to quote: scored by the idf weight of the question terms they contain,
 * discounted by how much weaker their passage ranked, then packed into a word budget.
 */
import { splitSentences } from '../retrieval/sentences.js';
import type { QueryTerm } from '../retrieval/search-types.js';
import { termOf, words } from '../retrieval/tokenize.js';

/** A chunk that may be quoted; `source` indexes the document it belongs to. */
export interface QuotablePassage {
  source: number;
  text: string;
  score: number;
}

export interface QuotedSentence {
  source: number;
  /** Index of the passage in the input, then offset inside it: reading order of the reply. */
  passage: number;
  start: number;
  text: string;
  words: number;
  score: number;
}

export interface SelectOptions {
  maxSentences: number;
  maxWords: number;
}

const CLIP_SHARE = 0.6;

function termWeights(terms: QueryTerm[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const t of terms) m.set(t.term, Math.max(m.get(t.term) ?? 0, t.weight));
  return m;
}

/** Every sentence of the given passages, scored and discounted by its passage's rank. */
export function scoreSentences(passages: QuotablePassage[], terms: QueryTerm[]): QuotedSentence[] {
  const weights = termWeights(terms);
  const top = Math.max(...passages.map((p) => p.score), Number.MIN_VALUE);
  const out: QuotedSentence[] = [];
  passages.forEach((p, passage) => {
    const factor = p.score / top;
    for (const s of splitSentences(p.text)) {
      const seen = new Set<string>();
      let score = 0;
      const ws = words(s.text);
      for (const w of ws) {
        const t = termOf(w);
        if (!t || seen.has(t)) continue;
        seen.add(t);
        score += weights.get(t) ?? 0;
      }
      out.push({ source: p.source, passage, start: s.start, text: s.text, words: ws.length, score: score * factor });
    }
  });
  return out;
}

/**
 * Best sentences within the budget, in reading order (passage order, then position). A best
 * sentence longer than the whole budget is cut to a window around its matched terms.
 */
export function selectSentences(scored: QuotedSentence[], terms: QueryTerm[], options: SelectOptions): QuotedSentence[] {
  const ranked = scored.filter((s) => s.score > 0).sort((a, b) => b.score - a.score);
  const chosen: QuotedSentence[] = [];
  const taken = new Set<QuotedSentence>();
  let sentences = 0;
  let budget = options.maxWords;
  for (const s of ranked) {
    if (sentences === options.maxSentences || budget <= 0) break;
    if (taken.has(s)) continue;
    // A sentence that introduces a list ("Daily per diem covers …:") says nothing without its
    // items, which rarely repeat the question's words: it is quoted with them, as one sentence,
    // or (unless it is the best sentence) not at all.
    const items = listItemsAfter(s, scored).filter((item) => !taken.has(item));
    const whole = s.words + items.reduce((n, item) => n + item.words, 0);
    if (whole <= budget || (chosen.length === 0 && s.words <= budget)) {
      for (const part of [s, ...items]) {
        if (part.words > budget) break;
        chosen.push(part);
        taken.add(part);
        budget -= part.words;
      }
      sentences++;
    } else if (items.length > 0) {
      continue;
    } else if (chosen.length === 0) {
      // Cut an over-long best sentence to part of the budget so that it cannot crowd out every
      // other sentence (a wall of list items once hid the actual entitlement sentence).
      const text = clipToWindow(s.text, terms, Math.round(budget * CLIP_SHARE));
      chosen.push({ ...s, text, words: words(text).length });
      taken.add(s);
      sentences++;
      budget -= words(text).length;
    }
  }
  return chosen.sort((a, b) => a.passage - b.passage || a.start - b.start);
}

const LIST_INTRO = /[:\uFE55]$/;
const LIST_ITEM = /^(?:[-\u2022*\u2013]|[\d\u0660-\u0669]{1,2}[.)\u066B])\s/;

/** Whether a sentence is an item of a bulleted or numbered list. */
export function isListItem(text: string): boolean {
  return LIST_ITEM.test(text);
}
const MAX_LIST_ITEMS = 8;

/** The list items that directly follow a sentence ending in a colon, in order; none otherwise. */
function listItemsAfter(intro: QuotedSentence, scored: QuotedSentence[]): QuotedSentence[] {
  if (!LIST_INTRO.test(intro.text)) return [];
  const following = scored
    .filter((s) => s.passage === intro.passage && s.start > intro.start)
    .sort((a, b) => a.start - b.start);
  const items: QuotedSentence[] = [];
  for (const s of following) {
    if (!isListItem(s.text) || items.length === MAX_LIST_ITEMS) break;
    items.push(s);
  }
  return items;
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
