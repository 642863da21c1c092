/**
 * A tiered list or table is quoted as a run: the items between two quoted items of the same list
 * are quoted too ("15 days at full pay … 30 days without pay" reads as if pay stops after 15 days
 * when the ¾, ½ and ¼ tiers between them are left out), and when the word budget cannot hold the
 * whole run, only the run around the most important item stays.
 */
import type { Candidate, Quote } from './answer-types.js';

const key = (q: Quote) => `${q.doc}:${q.list}`;

/** The quotes with the items missing between two quoted items of one list added, at the priority of the less important of them. */
export function wholeRuns(quotes: readonly Quote[], candidates: readonly Candidate[]): Quote[] {
  const groups = listGroups(quotes);
  const out = [...quotes];
  const taken = new Set(quotes.map((q) => `${q.doc}:${q.order}`));
  for (const items of groups.values()) {
    if (items.length < 2) continue;
    const orders = items.map((q) => q.order);
    const [from, to] = [Math.min(...orders), Math.max(...orders)];
    const priority = Math.max(...items.map((q) => q.priority));
    for (const u of candidates[items[0].doc].units) {
      if (u.order <= from || u.order >= to || !u.listItem || u.introOrder !== items[0].list || taken.has(`${u.doc}:${u.order}`)) continue;
      taken.add(`${u.doc}:${u.order}`);
      out.push({ doc: u.doc, order: u.order, text: u.text, words: u.words, listItem: true, list: u.introOrder, priority });
    }
  }
  return out;
}

/**
 * The quotes kept by the word budget without a gap inside any list: where items of one list were
 * kept with an item between them left out, only the run of consecutive items around the most
 * important one stays. `all` holds every item that was quoted or could have been.
 */
export function withoutGaps(kept: readonly Quote[], all: readonly Quote[]): Quote[] {
  const drop = new Set<Quote>();
  for (const items of listGroups(kept).values()) {
    if (items.length < 2) continue;
    const listed = all
      .filter((q) => q.listItem && key(q) === key(items[0]))
      .map((q) => q.order)
      .sort((a, b) => a - b);
    const keptOrders = new Set(items.map((q) => q.order));
    const lead = [...items].sort((a, b) => a.priority - b.priority || a.order - b.order)[0];
    // The run of kept items, consecutive in the list, that holds the lead item.
    const at = listed.indexOf(lead.order);
    let lo = at;
    let hi = at;
    while (lo > 0 && keptOrders.has(listed[lo - 1])) lo--;
    while (hi < listed.length - 1 && keptOrders.has(listed[hi + 1])) hi++;
    const run = new Set(listed.slice(lo, hi + 1));
    for (const q of items) if (!run.has(q.order)) drop.add(q);
  }
  return kept.filter((q) => !drop.has(q));
}

function listGroups(quotes: readonly Quote[]): Map<string, Quote[]> {
  const groups = new Map<string, Quote[]>();
  for (const q of quotes) {
    if (!q.listItem || q.list === undefined || q.list < 0) continue;
    groups.set(key(q), [...(groups.get(key(q)) ?? []), q]);
  }
  return groups;
}
