/** Shapes shared by the index, the eval harness and the extractive answer. */
import type { Language } from '@kb/contracts';

export interface IndexDocument {
  id: string;
  title: string;
  category: string;
  content: string;
  /**
   * Visibility bucket. Documents without a scope form the shared knowledge base; a scope (for
   * example one conversation's uploaded file) is searched only when a query names it.
   */
  scope?: string;
}

export interface SearchOptions {
  /** Number of documents to return (one hit per document). Default 10. */
  limit?: number;
  /** Only chunks written in this language (detected per chunk at indexing). */
  language?: Language;
  /** Search this scope instead of the shared knowledge base. */
  scope?: string;
  /**
   * Weight of each question term (1 when absent or undefined): the words naming the answer's form
   * ("price", "steps", المستندات) count less than its subject. Applies to ranking and to the
   * question words' idf.
   */
  termFactor?: (term: string) => number;
  /**
   * Search only the chunks written in this language, reading the question through its
   * translations (retrieval/query-across.ts): a question asked in the other language.
   */
  translateTo?: Language;
}

export interface SearchHit {
  docId: string;
  chunkId: string;
  title: string;
  category: string;
  /** The best-scoring chunk of the document. */
  text: string;
  score: number;
  /**
   * `score` as a share of the best score this question could reach (every word present, term
   * frequency saturated), 0..1. Unlike raw BM25 it is comparable across questions, which is
   * what a not-found threshold needs.
   */
  confidence: number;
  language: Language;
  /** Up to two more matching chunks of the same document, best first (hits stay one per document). */
  more: Passage[];
}

export interface Passage {
  chunkId: string;
  text: string;
  score: number;
}

/** One analysed query term with the weight it carried in ranking. */
export interface QueryTerm {
  term: string;
  /** idf times match weight (below 1 for fuzzy expansions of unknown words). */
  weight: number;
  /** Index of the question word this term stands for; expansions share their word's group. */
  group: number;
  /** How surely it stands for that word: 1 itself, below 1 for guessed readings and look-alikes. */
  match: number;
}

/** One distinct analysed question word, whether or not the index knows it. */
export interface QuestionWord {
  term: string;
  /** idf of the word (maximal for a word no chunk holds): how much its absence says. */
  idf: number;
}

export interface SearchResult {
  hits: SearchHit[];
  /** `confidence` of the best hit, 0 without hits. */
  confidence: number;
  terms: QueryTerm[];
  /** The question's words; `QueryTerm.group` indexes this list. */
  words: QuestionWord[];
}

export interface Bm25Params {
  k1: number;
  bBody: number;
  bTitle: number;
  /** BM25F weight of a title occurrence relative to a body occurrence. */
  titleWeight: number;
  /** Unknown query words are matched to vocabulary terms at least this similar (Dice, 0..1). */
  fuzzyMinSimilarity: number;
  fuzzyMaxExpansions: number;
}

export const DEFAULT_BM25_PARAMS: Bm25Params = {
  k1: 1.2,
  bBody: 0.75,
  bTitle: 0.5,
  titleWeight: 2,
  fuzzyMinSimilarity: 0.6,
  fuzzyMaxExpansions: 3,
};
