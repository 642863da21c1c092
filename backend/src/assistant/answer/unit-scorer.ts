/**
 * How well a unit answers a question part: the idf-weighted share of the part's words it covers
 * (its document's title lending a share), times how well it states the kind of fact asked for, a
 * label naming that aspect, its length and its document's retrieval rank. Per-unit word matches
 * are computed once per answer.
 */
import { words } from '../analysis/analyze.js';
import type { Candidate, PartPlan } from './answer-types.js';
import type { Coverage } from './coverage.js';
import { ASKS_DOCUMENTS, DOCUMENT_NOUNS, DOCUMENTS_LABEL, KIND_LABELS } from './cues.js';
import { offers } from './fact-kinds.js';
import { itemsOf, type Unit } from './units.js';

/** A title word counts this much in each of its document's units. */
const TITLE_SHARE = 0.5;
/** A unit lacking the kind of fact asked for keeps this share of its score. */
const KIND_MISS = 0.55;
/** A unit under a label naming what is asked ("Timing:", "الرسوم:") gains this factor. */
const LABEL_BONUS = 1.25;
/** How much of a unit's score hangs on naming the part's most specific word. */
const SUBJECT_SHARE = 0.5;
/** A question word counts as covered from this match on. */
export const COVERED = 0.6;

export class UnitScorer {
  private readonly matches = new Map<Unit, Float64Array>();
  private readonly blocks = new Map<Unit, { text: string; terms: Set<string> }>();
  private readonly scores = new WeakMap<PartPlan, Map<Unit, number>>();
  private readonly documents = new Map<Candidate, Float64Array>();

  constructor(
    private readonly coverage: Coverage,
    private readonly candidates: Candidate[],
  ) {}

  textOf(u: Unit): string {
    return this.block(u).text;
  }

  /** The unit's own text, or for a list introduction the introduction with its items. */
  private block(u: Unit): { text: string; terms: ReadonlySet<string> } {
    if (!u.intro) return u;
    let b = this.blocks.get(u);
    if (!b) {
      const items = itemsOf(u, this.candidates[u.doc].units);
      b = { text: [u.text, ...items.map((i) => i.text)].join('\n'), terms: new Set([...u.terms, ...items.flatMap((i) => [...i.terms])]) };
      this.blocks.set(u, b);
    }
    return b;
  }

  private matchesOf(u: Unit): Float64Array {
    let m = this.matches.get(u);
    if (!m) {
      const terms = this.block(u).terms;
      const title = this.candidates[u.doc].titleMatch;
      m = new Float64Array(this.coverage.groups);
      for (let g = 0; g < m.length; g++) m[g] = Math.max(this.coverage.match(g, terms), TITLE_SHARE * title[g]);
      this.matches.set(u, m);
    }
    return m;
  }

  /** Question words the unit covers in its text (not only through its title). */
  groupsOf(u: Unit): number[] {
    const terms = this.block(u).terms;
    const out: number[] = [];
    for (let g = 0; g < this.coverage.groups; g++) if (this.coverage.match(g, terms) >= COVERED) out.push(g);
    return out;
  }

  coveredBy(units: Unit[]): Set<number> {
    return new Set(units.flatMap((u) => this.groupsOf(u)));
  }

  cover(u: Unit, plan: PartPlan): number {
    if (plan.total <= 0) return 0;
    const m = this.matchesOf(u);
    let got = 0;
    for (let g = 0; g < m.length; g++) got += plan.weights[g] * this.coverage.idf(g) * m[g];
    return got / plan.total;
  }

  /** A unit's score for a part, worked out once: stage 3 asks for the same ones many times. */
  score(u: Unit, plan: PartPlan): number {
    let scores = this.scores.get(plan);
    if (!scores) {
      scores = new Map();
      this.scores.set(plan, scores);
    }
    let s = scores.get(u);
    if (s === undefined) {
      s = this.scoreOf(u, plan);
      scores.set(u, s);
    }
    return s;
  }

  private scoreOf(u: Unit, plan: PartPlan): number {
    const { text } = this.block(u);
    const kind = plan.part.kind;
    let fit = offers(kind, text, u.listItem || u.intro) ? 1 : KIND_MISS;
    const asksDocuments = kind === 'list' && ASKS_DOCUMENTS.test(plan.part.text);
    if (asksDocuments) fit = DOCUMENT_NOUNS.test(text) ? 1 : KIND_MISS;
    const label = asksDocuments ? DOCUMENTS_LABEL : KIND_LABELS[kind];
    if (label && (label.test(u.text) || (u.listItem && u.introOrder >= 0 && label.test(this.candidates[u.doc].units[u.introOrder].text))))
      fit *= LABEL_BONUS;
    // Headings and fragments ("Roaming zones:") say little by themselves.
    const short = u.words < 4 && !u.intro && !u.tableRow ? 0.5 : 1;
    // Between units that answer alike, the concise one (a tie-break, not a length penalty).
    const concise = 1 - 0.001 * Math.min(u.intro ? words(text).length : u.words, 100);
    // The part's most specific word ("Europe" in "roaming charges … in Europe") weighs on its own:
    // a unit without it answers a neighbouring question.
    // A subject the document's title names is what each of its units is about.
    const subject =
      plan.subject < 0 || kind === 'other' || kind === 'list'
        ? 1
        : 1 - SUBJECT_SHARE * (1 - Math.max(this.matchesOf(u)[plan.subject], this.candidates[u.doc].titleMatch[plan.subject]));
    return this.cover(u, plan) * fit * short * concise * subject * (0.6 + 0.4 * this.candidates[u.doc].weight);
  }

  /** The idf-weighted share of the part's words a table row covers in its own cells (not its header). */
  cellCover(u: Unit, plan: PartPlan): number {
    if (!u.cells || plan.total <= 0) return 0;
    let got = 0;
    for (let g = 0; g < this.coverage.groups; g++)
      if (plan.weights[g] > 0) got += plan.weights[g] * this.coverage.idf(g) * this.coverage.match(g, u.cells);
    return got / plan.total;
  }

  /** Units worth considering for a part, best first. */
  ranked(plan: PartPlan): Unit[] {
    return this.candidates
      .flatMap((c) => c.units)
      .map((u) => ({ u, s: this.score(u, plan) }))
      .filter((x) => x.s > 0)
      .sort((a, b) => b.s - a.s || a.u.doc - b.u.doc || a.u.order - b.u.order)
      .map((x) => x.u);
  }

  /** How well a candidate's whole text (or its title) covers each question word; the same for every part. */
  private documentMatches(c: Candidate): Float64Array {
    let m = this.documents.get(c);
    if (!m) {
      const terms = new Set(c.units.flatMap((u) => [...u.terms]));
      m = new Float64Array(this.coverage.groups);
      for (let g = 0; g < m.length; g++) m[g] = Math.max(this.coverage.match(g, terms), TITLE_SHARE * c.titleMatch[g]);
      this.documents.set(c, m);
    }
    return m;
  }

  /** The candidate whose whole text covers the part best, weighted by its retrieval rank. */
  bestDocument(plan: PartPlan): Candidate {
    let best = this.candidates[0];
    let bestScore = -1;
    for (const c of this.candidates) {
      const m = this.documentMatches(c);
      let got = 0;
      for (let g = 0; g < m.length; g++) got += plan.weights[g] * this.coverage.idf(g) * m[g];
      // Retrieval rank first (it sees where the words concentrate and the title); coverage of the
      // part's own words decides between documents that rank alike.
      const score = c.weight * (0.5 + 0.5 * (plan.total > 0 ? got / plan.total : 0));
      if (score > bestScore + 1e-9) {
        best = c;
        bestScore = score;
      }
    }
    return best;
  }

  bestOf(units: readonly Unit[], plan: PartPlan): Unit | undefined {
    let best: Unit | undefined;
    let bestScore = 0;
    for (const u of units) {
      const s = this.score(u, plan);
      if (s > bestScore + 1e-9) {
        best = u;
        bestScore = s;
      }
    }
    return best;
  }

  /** Share of the part's weight in words the unit covers and `covered` does not. */
  gain(u: Unit, plan: PartPlan, covered: Set<number>): number {
    if (plan.total <= 0) return 0;
    let got = 0;
    for (const g of this.groupsOf(u)) if (!covered.has(g)) got += plan.weights[g] * this.coverage.idf(g);
    return got / plan.total;
  }
}
