/**
 * A unit that names the subject but not the fact ("Zone 2: … the European Union …") is followed,
 * within its document, to where that entity has the fact: the Zone 2 column of the rates, or
 * another unit naming it that states the fact.
 */
import { analyze, words } from '../analysis/analyze.js';
import type { Candidate, PartPlan, Quote } from './answer-types.js';
import { offers } from './fact-kinds.js';
import { blockOf } from './quote-list.js';
import type { UnitScorer } from './unit-scorer.js';
import { columnOf, itemsOf, projectColumn, tableColumns, type Unit } from './units.js';

// An entity a unit names: its label ("Zone 2: …", "- المنطقة الثانية: …") or a capitalised name with a number.
const LABEL = /^(?:[-\u2022*\u2013]\s*|[\d\u0660-\u0669]{1,2}[.)]\s*)?([^:،,;]{2,40}):/;
const NAMED = /\b[A-Z][A-Za-z]+(?: [A-Z][A-Za-z]+)* [\d\u0660-\u0669]+\b/;

export function entityOf(text: string): string | null {
  const label = LABEL.exec(text)?.[1]?.trim();
  if (label && words(label).length <= 4) return label;
  return NAMED.exec(text)?.[0] ?? null;
}

/**
 * Within the unit's document, where its entity has the fact the part asks for: that entity's
 * column of a slash table, or another unit naming it that states the fact.
 */
export function follow(u: Unit, plan: PartPlan, cand: Candidate, scorer: UnitScorer, priority: number): Quote[] {
  const kind = plan.part.kind;
  if (kind === 'other' || kind === 'list') return [];
  const entity = entityOf(u.text);
  if (!entity) return [];
  const key = analyze(entity);
  if (key.length === 0) return [];
  for (const intro of cand.units) {
    const columns = intro.intro ? tableColumns(intro) : null;
    if (!columns) continue;
    const column = columnOf(columns, entity);
    if (column < 0) continue;
    const projected = projectColumn(intro, itemsOf(intro, cand.units), column);
    if (!projected || !offers(kind, projected.rows.join(' '), false)) continue;
    return [projected.header, ...projected.rows].map((text, i) => ({
      doc: intro.doc,
      order: intro.order + i / 100,
      text,
      words: words(text).length,
      listItem: i > 0,
      priority: priority + 0.5,
    }));
  }
  let best: Unit | undefined;
  let bestScore = 0;
  for (const v of cand.units) {
    if (v === u || !key.every((t) => v.terms.has(t)) || !offers(kind, v.text, v.listItem)) continue;
    const s = scorer.score(v, plan);
    if (s > bestScore) {
      best = v;
      bestScore = s;
    }
  }
  return best ? blockOf(best, cand.units, priority + 0.5) : [];
}
