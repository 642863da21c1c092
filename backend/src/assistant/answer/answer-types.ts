/** What the answering stages hand one another (pipeline.ts runs them in order). */
import type { Language } from '@kb/contracts';
import type { SearchHit } from '../retrieval/search-types.js';
import type { Unit } from './units.js';

export type AskedKind = 'price' | 'duration' | 'role' | 'list' | 'quantity' | 'other';

export interface QuestionPart {
  /** The part's own words (a clause of the question). */
  text: string;
  kind: AskedKind;
}

export interface QuestionReading {
  parts: QuestionPart[];
  /** Sentences that set the scene without asking ("A customer wants to port their number."). */
  context: string;
}

export interface AnswerSource {
  id: string;
  title: string;
  category: string;
}

export type ExtractiveMode = 'extractive' | 'uncertain' | 'not_found';

export interface ExtractiveAnswer {
  /** Quoted units, a blank line, then the source line; the uncertain prefix first when unsure; or the not-found reply. */
  text: string;
  /** Only documents something quoted came from; empty when not found. */
  sources: AnswerSource[];
  mode: ExtractiveMode;
  /** What was quoted from each source, in the order of `sources` (recorded with the reply for auditors). */
  quoted: { documentId: string; passage: string }[];
  /** Answerability of the best passage in the question's language (0..1); see answerability.ts. */
  confidence: number;
}

export interface AnswerOptions {
  maxWords: number;
  /** Documents scoring below this share of the best document are not quoted. */
  minRelativeScore: number;
  /** How many top documents may contribute. */
  maxPassages: number;
  /** Below this answerability: the not-found reply. */
  threshold: Record<Language, number>;
  /** At or above this answerability: an answer; between the two: the closest passage, marked uncertain. */
  sure: Record<Language, number>;
}

/** How a question is answered beyond its own words. */
export interface AnswerHow {
  /**
   * The language of the passages to quote, when it is not the question's: the search read the
   * question through its translations (retrieval/query-across.ts). The reply stays in the
   * question's language and says which language its document is in.
   */
  passages?: Language;
  /** A previous question of the conversation that sets the scene of this one (a follow-up). */
  scene?: string;
}

/** A document that may be quoted, with its units. */
export interface Candidate {
  hit: SearchHit;
  /** Its score as a share of the best document's. */
  weight: number;
  units: Unit[];
  /** Per question word: how well the title covers it. */
  titleMatch: Float64Array;
}

/** A part's weight on each question word: its own words fully, the scene's and other parts' less. */
export interface PartPlan {
  part: QuestionPart;
  weights: Float64Array;
  total: number;
  /** The part's most specific word the documents know (highest idf), or -1. */
  subject: number;
}

/** A unit to quote (a real one, or a projected table column). */
export interface Quote {
  doc: number;
  order: number;
  text: string;
  words: number;
  listItem: boolean;
  /** For a list item (a table row too): the order of its list's introduction, or -1 when the list has none. */
  list?: number;
  /** Lower is more important when the budget is short. */
  priority: number;
}
