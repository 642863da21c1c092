/** The quotes chosen for an answer, in the order they were chosen, each unit once. */
import type { Quote } from './answer-types.js';
import { itemsOf, type Unit } from './units.js';

export class QuoteList {
  readonly quotes: Quote[] = [];
  private readonly taken = new Set<string>();

  /** False when that unit was quoted already (the first choice keeps its priority). */
  add(q: Quote): boolean {
    const key = `${q.doc}:${q.order}`;
    if (this.taken.has(key)) return false;
    this.taken.add(key);
    this.quotes.push(q);
    return true;
  }

  /** Whether any of them was new. */
  addAll(quotes: readonly Quote[]): boolean {
    let added = false;
    for (const q of quotes) added = this.add(q) || added;
    return added;
  }
}

/** A unit as quoted: a list introduction with its items, an item with its introduction. */
export function blockOf(u: Unit, units: readonly Unit[], priority: number): Quote[] {
  const quote = (v: Unit, extra = 0): Quote => ({
    doc: v.doc,
    order: v.order,
    text: v.text,
    words: v.words,
    listItem: v.listItem,
    list: v.listItem ? v.introOrder : undefined,
    priority: priority + extra,
  });
  if (u.intro) return [quote(u), ...itemsOf(u, units).map((i) => quote(i, 0.5))];
  if (u.listItem && u.introOrder >= 0) return [quote(units[u.introOrder], 0.25), quote(u)];
  return [quote(u)];
}
