/** How much each question word weighs for each part of the question (what the unit scorer scores against). */
import { analyze } from '../analysis/analyze.js';
import { ARABIC_STOP_WORDS } from '../analysis/arabic.js';
import { questionTermFactor } from './1-read-question.js';
import type { PartPlan, QuestionPart } from './answer-types.js';
import type { Coverage } from './coverage.js';

/** Weight of the scene-setting sentences' words in each part ("Someone … wants to move their number."). */
const SCENE_WEIGHT = 0.3;
/** Weight of another part's words in a part ("what documents … and how long …"). */
const OTHER_PART_WEIGHT = 0.25;

/**
 * An Arabic function word left as a term once its suffix or joined conjunction went: عندي -> عند,
 * وكل -> كل. Analysis keeps it (stop words are matched on the surface word); it names no subject.
 */
function functionWord(term: string): boolean {
  return ARABIC_STOP_WORDS.has(term) || (/^[\u0648\u0641\u0628\u0644\u0643]/.test(term) && ARABIC_STOP_WORDS.has(term.slice(1)));
}

export function planParts(parts: QuestionPart[], context: string, coverage: Coverage): PartPlan[] {
  const own = parts.map((p) => new Set(analyze(p.text)));
  const scene = new Set(analyze(context));
  return parts.map((part, i) => {
    const weights = new Float64Array(coverage.groups);
    let total = 0;
    for (let g = 0; g < coverage.groups; g++) {
      const term = coverage.term(g);
      const w = own[i].has(term) ? 1 : scene.has(term) ? SCENE_WEIGHT : own.some((o) => o.has(term)) ? OTHER_PART_WEIGHT : SCENE_WEIGHT;
      weights[g] = w;
      total += w * coverage.idf(g);
    }
    let subject = -1;
    for (let g = 0; g < coverage.groups; g++) {
      if (weights[g] < 1 || !coverage.known(g) || questionTermFactor(coverage.term(g)) < 1 || functionWord(coverage.term(g))) continue;
      if (subject < 0 || coverage.idf(g) > coverage.idf(subject)) subject = g;
    }
    return { part, weights, total, subject };
  });
}
