import type { AnswerReading, Language } from '@kb/contracts';
import type { AnswerRequest, PriorTurn } from '../assistant.port.js';
import type { HybridRetrieval } from '../embeddings/hybrid-retrieval.js';
import { analyze } from '../analysis/analyze.js';
import { languageOf, questionTermFactor } from '../answer/pipeline.js';
import type { RetrievalIndex } from '../read-model/retrieval-index.projector.js';
import { DOCUMENTS_SCOPE, scopesFor, singleFileScope } from './file-scopes.js';
import { readsAsFollowUp } from './follow-up.js';
import { TRANSLATION_WEIGHT } from './query-across.js';
import type { SearchOptions, SearchResult } from './search-types.js';
import { rewriteQuestion } from './synonyms.js';

/** What retrieval found for a question, and how the question was read to find it. */
export interface Retrieved {
  /** The question as searched and read by the extractive answer (staff wording in the documents' words). */
  question: string;
  /** The language of the question (the reply's). */
  language: Language;
  search: SearchResult;
  /** Recorded on the reply's event, so an auditor sees what was searched. */
  reading: AnswerReading;
  /** The previous question of the conversation, when this one is a follow-up read with it: it sets the answer's scene. */
  scene?: string;
  /**
   * The documents of the other language, the question read through its translations (searched on
   * the first call): an English question may be answered by an Arabic document and the reverse.
   */
  across(): SearchResult;
}

/** Weight of the previous question's words in a follow-up's search: below the new question's own. */
export const PREVIOUS_WEIGHT = 0.5;
/** Ranking bonus of the documents that answered the previous question (a follow-up stays on them unless its own words point elsewhere). */
const PREVIOUS_SOURCE_BONUS = 0.25;

const otherLanguage = (language: Language): Language => (language === 'en' ? 'ar' : 'en');

/**
 * The one search every answer starts from, with or without a model: the question in the documents'
 * words, over the scopes its asker may use, BM25 (fused with dense vectors when EMBEDDINGS_MODEL is
 * set), restricted to active documents for the public chat. A follow-up that names no subject of its
 * own ("and for contractors?") is searched with the previous question's words, weighted below its
 * own, and prefers the documents that answered it; a question with a subject of its own is read
 * alone. The other language's documents are searched through the question's translations
 * (query-across.ts) when a reader asks for them.
 */
export class Retriever {
  constructor(
    private readonly index: RetrievalIndex,
    private readonly hybrid?: HybridRetrieval,
  ) {}

  async retrieve(request: AnswerRequest, limit = 10): Promise<Retrieved> {
    // Staff phrasings in the documents' words ("top up" -> recharge, الباسوورد -> كلمة المرور).
    const question = rewriteQuestion(request.question);
    const language = languageOf(request.question, request.language);
    const scopes = scopesOf(request);
    const previous = followedOn(request.history, question);
    const searched = previous ? `${question}\n${rewriteQuestion(previous.question)}` : question;
    const own = new Set(analyze(question));
    const termFactor = previous ? (t: string) => questionTermFactor(t) * (own.has(t) ? 1 : PREVIOUS_WEIGHT) : questionTermFactor;
    const settle = (found: SearchResult) => {
      const allowed = request.documentsOnly ? onlyDocuments(found, (id) => this.index.isActiveDocument(id)) : found;
      return previous ? preferSources(allowed, previous.sourceIds) : allowed;
    };
    const options: Pick<SearchOptions, 'termFactor'> = { termFactor };
    const lexical = this.index.searchScopes(searched, scopes, limit, options);
    const found = this.hybrid
      ? await this.hybrid.fuse(searched, scopes, lexical, { deepSearch: (n) => this.index.searchScopes(searched, scopes, n, options) })
      : lexical;
    let across: SearchResult | undefined;
    return {
      question,
      language,
      search: settle(found),
      reading: previous
        ? { kind: 'with_previous', searched, previous: previous.question }
        : { kind: 'as_asked', searched: request.question },
      scene: previous?.question,
      across: () =>
        (across ??= settle(this.index.searchScopes(searched, scopes, limit, { termFactor, translateTo: otherLanguage(language) }))),
    };
  }
}

/** The previous turn a question goes on from, when it reads as a follow-up (follow-up.ts). */
function followedOn(history: readonly PriorTurn[] | undefined, question: string): PriorTurn | undefined {
  const previous = history?.at(-1);
  return previous && readsAsFollowUp(question) ? previous : undefined;
}

/** The other-language terms a search read the question through (translations; not the words matched as they are). */
export function translatedTerms(result: SearchResult): string[] {
  return [...new Set(result.terms.filter((t) => t.match === TRANSLATION_WEIGHT).map((t) => t.term))];
}

/**
 * A follow-up stays on the documents that answered the previous question unless its own words
 * point elsewhere: their hits rank a little higher (their confidence, which decides the reply's
 * band, is left as it was).
 */
function preferSources(result: SearchResult, sourceIds: readonly string[]): SearchResult {
  if (sourceIds.length === 0) return result;
  const ids = new Set(sourceIds);
  const scored = result.hits.map((h) => ({ ...h, score: h.score * (ids.has(h.docId) ? 1 + PREVIOUS_SOURCE_BONUS : 1) }));
  const hits = scored.sort((a, b) => b.score - a.score);
  return { ...result, hits, confidence: hits[0]?.confidence ?? 0 };
}

/** Where a question may be answered from: one file, one named scope, documents only, or documents and the files its asker may use. */
export function scopesOf(request: AnswerRequest): string[] {
  if (request.fileId) return [singleFileScope(request.fileId)];
  if (request.documentsOnly) return [DOCUMENTS_SCOPE];
  if (request.scope !== undefined) return [request.scope];
  return scopesFor(request.askerId);
}

function onlyDocuments(search: SearchResult, isDocument: (id: string) => boolean): SearchResult {
  const hits = search.hits.filter((h) => isDocument(h.docId));
  return { ...search, hits, confidence: hits[0]?.confidence ?? 0 };
}
