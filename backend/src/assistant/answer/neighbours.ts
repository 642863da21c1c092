/**
 * Units next to or shaped like the best one for a part, that complete it: the sentence carrying on
 * from it, a neighbour stating the fact it lacks, the other rows of its list.
 */
import { analyze, words } from '../analysis/analyze.js';
import type { PartPlan, Quote } from './answer-types.js';
import { CARRIES_ON } from './cues.js';
import { offers } from './fact-kinds.js';
import type { UnitScorer } from './unit-scorer.js';
import type { Unit } from './units.js';

/** Siblings (rows of the same list, paragraphs of the same shape) tie within this share. */
const SIBLING_TIE = 0.85;

/**
 * The neighbours of the best unit that complete it, in its paragraph: the sentence that carries on
 * from it ("He is also the oldest …", "The statement was in Latin …"), or one stating the kind of
 * fact it lacks.
 */
export function continuation(best: Unit, plan: PartPlan, units: readonly Unit[], priority: number): Quote[] {
  if (best.listItem || best.intro) return [];
  const kind = plan.part.kind;
  const lacks = !offers(kind, best.text, false);
  const out: Quote[] = [];
  const quote = (v: Unit): Quote => ({ doc: v.doc, order: v.order, text: v.text, words: v.words, listItem: false, priority: priority + 3 });
  const next = units[best.order + 1];
  if (next && next.paragraph === best.paragraph && !next.listItem && !next.intro) {
    const definite = /^the\s+(\p{L}+)/iu.exec(next.text)?.[1];
    const refersBack = CARRIES_ON.test(next.text) || (definite !== undefined && analyze(definite).some((t) => best.terms.has(t)));
    if ((refersBack && kind !== 'list') || (lacks && kind !== 'other' && offers(kind, next.text, false))) out.push(quote(next));
  }
  const prev = units[best.order - 1];
  if (
    lacks &&
    kind !== 'other' &&
    kind !== 'list' &&
    out.length === 0 &&
    prev &&
    prev.paragraph === best.paragraph &&
    !prev.listItem &&
    !prev.intro &&
    offers(kind, prev.text, false)
  )
    out.push(quote(prev));
  return out;
}

/**
 * Units of the same shape as the best one that answer the part as well: the other rows of its
 * list, or paragraphs opening with the same two words (one product line's plans, each in its own
 * paragraph) when the question asks about all of them ("postpaid plan prices").
 */
export function siblingsOf(best: Unit, plan: PartPlan, scorer: UnitScorer, units: readonly Unit[]): Unit[] {
  if (best.intro) return [];
  const floor = SIBLING_TIE * scorer.score(best, plan);
  if (best.listItem) {
    // Rows of a table share their header's words: a row ties only by what its own cells say, so
    // "the Pro bundle" or "180 lines" gets its row, and a question naming no row gets the table.
    const cells = best.tableRow ? scorer.cellCover(best, plan) : 0;
    return units.filter(
      (u) =>
        u !== best &&
        u.listItem &&
        u.introOrder === best.introOrder &&
        best.introOrder >= 0 &&
        scorer.score(u, plan) >= floor &&
        (cells <= 0 || scorer.cellCover(u, plan) >= SIBLING_TIE * cells),
    );
  }
  const opening = openingOf(best.text);
  if (!opening || units.some((u) => u.paragraph === best.paragraph && u.order < best.order)) return [];
  const firsts = units.filter((u) => u !== best && !u.listItem && !units.some((v) => v.paragraph === u.paragraph && v.order < u.order));
  return firsts.filter((u) => openingOf(u.text) === opening && scorer.score(u, plan) >= floor);
}

function openingOf(text: string): string | null {
  const ws = words(text).slice(0, 2);
  return ws.length === 2 ? ws.join(' ').toLowerCase() : null;
}
