import type { AnswerRequest } from '../assistant.port.js';
import { detectLanguage } from '../analysis/analyze.js';
import type { RetrievalIndex } from '../read-model/retrieval-index.projector.js';
import type { Retrieved, Retriever } from '../retrieval/retriever.js';
import { fileIdOfEntry } from '../retrieval/file-scopes.js';
import type { SearchHit } from '../retrieval/search-types.js';
import { buildContext, type ContextCandidate, type ContextPassage } from './build-context.js';

/** Documents retrieved per search; more than fit the default budget whole, so windows fill what is left. */
const PER_SEARCH = 8;
/**
 * A hit below this confidence (its share of the best score the question could reach) is noise: a
 * single common word. Far below the extractive engine's not-found bands (0.23 / 0.315), because the
 * model, not this floor, decides whether the passages answer.
 */
export const CONTEXT_FLOOR = 0.08;
/** Reciprocal-rank constant (as the hybrid stage uses). */
const RRF_K = 60;

/** What the model is sent and what it was found with. */
export interface ModelContext {
  passages: ContextPassage[];
  /** The search of the question itself (as rewritten, when it was): the extractive fallback answers from it. */
  primary: Retrieved;
  /** How many documents were found above the floor (0: the not-found reply, without a call). */
  found: number;
}

/** The searches behind one answer: the question (as rewritten), its other-language form, the previous question. */
export interface ContextSearches {
  question: string;
  translation?: string;
  /** The previous question of the conversation and what its reply cited: a follow-up's subject and the documents that answered it. */
  previous?: { question: string; cited: readonly string[] };
}

/**
 * Retrieval for the model as reader (DESIGN.md 7): the question, its translation (the model's, and
 * the lexicon's reading in the other language) and the previous question are each searched over the asker's scopes (a previous reply's sources count only where
 * that search finds them, so nothing outside the scopes gets in), their documents fused by
 * reciprocal rank with equal weights (each search's best comes first), and
 * the top ones sent whole while they fit the budget, else their best windows (build-context.ts).
 */
export class ContextBuilder {
  constructor(
    private readonly index: RetrievalIndex,
    private readonly retriever: Retriever,
  ) {}

  async build(request: AnswerRequest, searches: ContextSearches, budget: number): Promise<ModelContext> {
    const primary = await this.retriever.retrieve({ ...request, question: searches.question }, PER_SEARCH);
    const lists: { hits: SearchHit[]; weight: number }[] = [{ hits: primary.search.hits, weight: 1 }];
    if (searches.translation)
      lists.push({
        hits: (await this.retriever.retrieve({ ...request, question: searches.translation, history: undefined }, PER_SEARCH)).search.hits,
        weight: 1,
      });
    // The other language's documents through the lexicon, whether or not the model translated. Not
    // lowered when the question's own language found a sure match: that cost a dev cross-language
    // question (bench:context, dev-turns en→ar 10 → 9 of 15) and no same-language one.
    lists.push({ hits: primary.across().hits, weight: 1 });
    if (searches.previous) {
      // The previous question's documents (in both languages), those its reply cited first: a follow-up's subject is there.
      const found = await this.retriever.retrieve({ ...request, question: searches.previous.question, history: undefined }, PER_SEARCH);
      // Its other-language documents count too, taken in turn with its own: after a question asked
      // in one language about a document in the other, that document is the follow-up's subject
      // (bench:context, dev-turns: Arabic follow-ups 12 -> 14 of 15).
      const previous = interleave(found.search.hits, found.across().hits);
      const cited = (h: SearchHit) => searches.previous!.cited.includes(fileIdOfEntry(h.docId));
      lists.push({ hits: [...previous.filter(cited), ...previous.filter((h) => !cited(h))], weight: 1 });
    }
    const ranked = fuse(lists);
    const candidates = ranked.flatMap((hit) => this.candidate(hit) ?? []);
    return { passages: buildContext(candidates, budget), primary, found: ranked.length };
  }

  private candidate(hit: SearchHit & { hits: string[] }): ContextCandidate | null {
    const text = this.index.textOf(hit.docId);
    if (!text) return null;
    const source = this.index.sourceOf(hit.docId, { id: hit.docId, title: hit.title, category: hit.category });
    return {
      entryId: hit.docId,
      title: source.title,
      category: hit.category,
      kind: source.kind ?? 'document',
      language: detectLanguage(text),
      version: this.index.versionOf(hit.docId),
      text,
      hits: hit.hits,
    };
  }
}

/** Two rankings taken in turn (the first's best, the second's best, …), each document once. */
function interleave(a: readonly SearchHit[], b: readonly SearchHit[]): SearchHit[] {
  const out: SearchHit[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++)
    for (const h of [a[i], b[i]]) if (h && !out.some((o) => o.docId === h.docId)) out.push(h);
  return out;
}

/** Documents of several searches by weighted reciprocal rank (ties to the earlier search), each with every chunk any search matched. */
export function fuse(lists: readonly { hits: readonly SearchHit[]; weight: number }[]): (SearchHit & { hits: string[] })[] {
  const byDoc = new Map<string, { hit: SearchHit; score: number; order: number; hits: string[] }>();
  let order = 0;
  for (const { hits, weight } of lists) {
    for (const [rank, hit] of hits.filter((h) => h.confidence >= CONTEXT_FLOOR).entries()) {
      const chunks = [hit.text, ...hit.more.map((m) => m.text)];
      const seen = byDoc.get(hit.docId);
      if (seen) {
        seen.score += weight / (RRF_K + rank + 1);
        seen.hits.push(...chunks.filter((c) => !seen.hits.includes(c)));
      } else byDoc.set(hit.docId, { hit, score: weight / (RRF_K + rank + 1), order: order++, hits: chunks });
    }
  }
  return [...byDoc.values()].sort((a, b) => b.score - a.score || a.order - b.order).map(({ hit, hits }) => ({ ...hit, hits }));
}
