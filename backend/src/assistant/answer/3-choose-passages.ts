/**
 * Stage 3, choosing what to quote for each part of the question. Each part is answered by the
 * unit (sentence, list item, or list with its introduction) that covers its words best and states
 * the kind of fact it asks for, in the document a reader would pick; a unit naming the subject but
 * not the fact is followed to where its entity has it (entity-following.ts). Little extra: a
 * further unit is quoted only if it covers question words nothing quoted covers yet, or if it is
 * a close runner-up of the best unit stating the same kind of fact (word overlap cannot tell
 * which of two such units is asked about; a reader can).
 */
import type { Candidate, PartPlan, Quote } from './answer-types.js';
import type { Coverage } from './coverage.js';
import { follow } from './entity-following.js';
import { inRange, isRangeTerm, numberValue } from '../analysis/numbers.js';
import { offers } from './fact-kinds.js';
import { continuation, siblingsOf } from './neighbours.js';
import { blockOf, QuoteList } from './quote-list.js';
import { COVERED, type UnitScorer } from './unit-scorer.js';
import { itemsOf, type Unit } from './units.js';

/** A further unit must add this share of the part's weight in uncovered words. */
const MIN_GAIN = 0.2;
/**
 * A question is often answered next to where its words meet: up to two more units of the same
 * document scoring at least this share of the best and stating the kind of fact asked for (a
 * number for a quantity, an amount, a time, a role). 0.4 rather than 0.45: ARCD contain 0.754 ->
 * 0.755, XQuAD-ar 0.789 -> 0.796, the seeded set unchanged. For an amount, a time, a role or a
 * yes/no they are alternatives (`Choice.alternatives`): the held-out dev half's useful en 0.517 ->
 * 0.542, ar 0.578 -> 0.612, no reply changing band; the same at 0.5 and 0.6.
 */
const OTHER_CLOSE = 0.4;
/** Further units score at least this share of the best one. */
const FURTHER_FLOOR = 0.5;

/** What was chosen for one part: the evidence 6-decide-confidence.ts judges it by. */
export interface PartChoice {
  part: PartPlan['part'];
  /** The chosen units' texts (lists with their items), their list introductions, and what following their entities found. */
  evidence: string[];
  /** Whether a chosen unit (or the one carrying on from it) states the kind of fact asked for and names the part's subject. */
  statedOfSubject: boolean;
  /** Whether the part names a number ("grade 7", "5,000 points") and a chosen unit holds each of its numbers, as a value or inside a stated range. */
  numberMet: boolean;
}

export interface Choice {
  /** In the order chosen; a lower priority is more important when the word budget is short. */
  quotes: Quote[];
  /**
   * Quoted after the confidence is decided, and never evidence for it: for a part asking for an
   * amount, a time, a role or a yes/no, the close runner-up of the best unit's document that
   * states the same kind of fact. Where two units of a document name the subject and state the
   * kind ("decides within 10 days whether to open an investigation", "investigations are
   * completed within 60 days"), word overlap cannot tell which one is asked about; a reader can.
   */
  alternatives: Quote[];
  /** The parts a unit was found for. */
  parts: PartChoice[];
}

export function choosePassages(plans: PartPlan[], scorer: UnitScorer, candidates: Candidate[], coverage: Coverage): Choice {
  const list = new QuoteList();
  const parts: PartChoice[] = [];
  const runnersUp: Quote[] = [];
  plans.forEach((plan, p) => {
    // The document first, as a reader would pick it: the one covering the part best, helped by
    // its rank; then the unit within it. A stray row of another document that shares one rare
    // word ("Europe" in the per-diem rates) does not answer a question about roaming.
    const cand = scorer.bestDocument(plan);
    const found = scorer.bestOf(cand.units, plan);
    if (!found) return;
    // A list wins by its items; unless the list itself is asked for, quote the items that answer.
    const best = found.intro && plan.part.kind !== 'list' ? (scorer.bestOf(itemsOf(found, cand.units), plan) ?? found) : found;
    const core = [best, ...siblingsOf(best, plan, scorer, cand.units)];
    for (const u of core) list.addAll(blockOf(u, cand.units, p));
    // What the quoted units or their document's title already say needs no further quote.
    const covered = scorer.coveredBy(core);
    for (let g = 0; g < coverage.groups; g++) if (cand.titleMatch[g] >= COVERED) covered.add(g);
    // Follow what the quoted units name to the fact they lack.
    const followed = core.flatMap((u) => (states(plan, u) ? [] : follow(u, plan, cand, scorer, p)));
    list.addAll(followed);
    // The sentence that carries on from the best one, or a neighbour stating the fact it lacks.
    // Quoted with it, it is evidence for a part asking for a value (an amount, a time): "the fee
    // is KWD 5" after the sentence naming the request. Not for a role: role words are loose
    // ("committee", "team"), and a neighbour naming one rarely says who decides.
    const next = continuation(best, plan, cand.units, p);
    const valueAsked = plan.part.kind === 'price' || plan.part.kind === 'duration';
    const ofSubject = plan.subject >= 0 && core.some((u) => coverage.match(plan.subject, u.terms) >= COVERED);
    const statedOfSubject =
      ofSubject && (core.some((u) => states(plan, u)) || (valueAsked && next.some((q) => offers(plan.part.kind, q.text, false))));
    const numbers = numbersOf(plan, coverage);
    // A list item is read with its introduction ("… more than 40 km away, the employee gets:").
    const read = core.flatMap((u) => (u.listItem && u.introOrder >= 0 ? [u, cand.units[u.introOrder]] : [u]));
    const numberMet =
      numbers.length > 0 &&
      plan.subject >= 0 &&
      read.some((u) => coverage.match(plan.subject, u.terms) >= COVERED) &&
      numbers.every((g) => read.some((u) => holdsNumber(u.terms, coverage.term(g))));
    parts.push({
      part: plan.part,
      evidence: [...evidenceOf(core, followed, cand, scorer), ...(valueAsked ? next.map((q) => q.text) : [])],
      statedOfSubject,
      numberMet,
    });
    list.addAll(next);
    // A question asking for no particular kind of fact ("what", "which") is answered by a word the
    // question does not contain; when the best unit covers the question only in part, the close
    // runner-up of the same document may hold it. For any other kind but a list the same
    // runners-up are quoted too, but as alternatives, after the confidence is decided.
    if (plan.part.kind !== 'list') {
      const close = closeRunnersUp(best, core, cand.units, plan, scorer);
      const asEvidence = plan.part.kind === 'other' || plan.part.kind === 'quantity';
      for (const u of close.slice(0, 2)) {
        if (asEvidence) list.addAll(blockOf(u, cand.units, p + 5));
        else runnersUp.push(...blockOf(u, cand.units, p + 5));
      }
    }
    // Further units only for words nothing quoted covers yet.
    for (const u of scorer.ranked(plan)) {
      if (scorer.score(u, plan) < FURTHER_FLOOR * scorer.score(best, plan)) break;
      if (scorer.gain(u, plan, covered) < MIN_GAIN) continue;
      const cu = candidates[u.doc];
      if (list.addAll(blockOf(u, cu.units, p + 10))) for (const g of scorer.groupsOf(u)) covered.add(g);
      if (!states(plan, u)) list.addAll(follow(u, plan, cu, scorer, p + 10));
    }
  });
  const alternatives = new QuoteList();
  for (const q of list.quotes) alternatives.add(q);
  return { quotes: list.quotes, parts, alternatives: runnersUp.filter((q) => alternatives.add(q)) };
}

/** Units of the best one's document, other than those quoted, that state the kind of fact asked for and score close to it; best first. */
function closeRunnersUp(best: Unit, core: readonly Unit[], units: readonly Unit[], plan: PartPlan, scorer: UnitScorer): Unit[] {
  const floor = OTHER_CLOSE * scorer.score(best, plan);
  const close: { u: Unit; s: number }[] = [];
  for (const u of units) {
    if (u === best || core.includes(u) || u.tableHeader || sameTable(u, best)) continue;
    const s = scorer.score(u, plan);
    if (s > 0 && s >= floor && states(plan, u)) close.push({ u, s });
  }
  return close.sort((a, b) => b.s - a.s || a.u.order - b.u.order).map((x) => x.u);
}

/** The part's own words that are numbers. */
function numbersOf(plan: PartPlan, coverage: Coverage): number[] {
  const out: number[] = [];
  for (let g = 0; g < coverage.groups; g++) if (plan.weights[g] >= 1 && numberValue(coverage.term(g)) !== undefined) out.push(g);
  return out;
}

/**
 * Whether a unit's words hold the number itself, or a range from a stated lower bound that
 * contains it ("grades 6 to 9" for 7, "more than 40 km" for 60); a cap alone ("up to 5,000")
 * contains every smaller number and pins nothing.
 */
function holdsNumber(terms: ReadonlySet<string>, number: string): boolean {
  if (terms.has(number)) return true;
  const value = numberValue(number) as number;
  for (const t of terms) if (isRangeTerm(t) && !t.startsWith('rng0x') && inRange(t, value)) return true;
  return false;
}

/** Whether `u` is the table of the row `best` or another of its rows (those are siblings' to decide). */
function sameTable(u: Unit, best: Unit): boolean {
  return best.tableRow === true && (u.order === best.introOrder || (u.tableRow === true && u.introOrder === best.introOrder));
}

/** Whether the unit itself states the kind of fact the part asks for. */
function states(plan: PartPlan, u: Unit): boolean {
  return offers(plan.part.kind, u.text, u.listItem || u.intro);
}

function evidenceOf(core: Unit[], followed: Quote[], cand: Candidate, scorer: UnitScorer): string[] {
  return [
    ...core.map((u) => scorer.textOf(u)),
    ...core.filter((u) => u.introOrder >= 0).map((u) => cand.units[u.introOrder].text),
    ...followed.map((q) => q.text),
  ];
}
