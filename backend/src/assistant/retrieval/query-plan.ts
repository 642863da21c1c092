/**
 * Turns a question into weighted index terms, and measures how much of it a chunk covers.
 */
import type { FuzzyMatch } from './fuzzy-vocabulary.js';
import type { QueryTerm } from './search-types.js';
import { analyze } from './tokenize.js';

export interface PlannedTerm {
  termId: number;
  /** idf x query frequency x match weight: the factor applied to this term's BM25 part. */
  weight: number;
  /** 1 for exact matches, below 1 for fuzzy expansions. */
  match: number;
  group: number;
}

export interface QueryPlan {
  terms: PlannedTerm[];
  /** idf of each distinct question word, including words the index does not know. */
  groupIdf: number[];
  queryTerms: QueryTerm[];
}

export interface PlanContext {
  lookup(term: string): number | undefined;
  df(termId: number): number;
  fuzzy(term: string): FuzzyMatch[];
  termOf(termId: number): string;
  liveChunks: number;
}

/** BM25's idf, always positive (the Lucene variant) so very common words never subtract. */
export function idf(df: number, n: number): number {
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
}

export function planQuery(query: string, ctx: PlanContext): QueryPlan {
  const frequency = new Map<string, number>();
  for (const t of analyze(query)) frequency.set(t, (frequency.get(t) ?? 0) + 1);
  const plan: QueryPlan = { terms: [], groupIdf: [], queryTerms: [] };
  let group = 0;
  for (const [term, qtf] of frequency) {
    const id = ctx.lookup(term);
    const df = id === undefined ? 0 : ctx.df(id);
    plan.groupIdf.push(idf(df, ctx.liveChunks));
    if (id !== undefined && df > 0) {
      add(id, term, 1);
    } else {
      // Squared similarity: a 0.7-similar spelling is weak evidence, not 70% of a match.
      for (const m of ctx.fuzzy(term)) add(m.termId, ctx.termOf(m.termId), m.similarity * m.similarity);
    }
    group++;

    function add(termId: number, text: string, match: number): void {
      const weight = idf(ctx.df(termId), ctx.liveChunks) * qtf * match;
      plan.terms.push({ termId, weight, match, group });
      plan.queryTerms.push({ term: text, weight, group });
    }
  }
  return plan;
}
