import type { AnswerMode, AnswerReading, AnswerTimings, Language, ReplySourceVersion, SourceDoc } from '@kb/contracts';

/** An earlier question of the same conversation and the reply it got. */
export interface PriorTurn {
  question: string;
  /** The reply's text as recorded (its source line included). */
  answer: string;
  /** The documents and files the reply cited, by id (a file by its file id). */
  sourceIds: string[];
}

export interface AnswerRequest {
  question: string;
  /** Detected from the question when absent. */
  language?: Language;
  /** Search only this scope (e.g. one knowledge file) instead of the shared knowledge base. */
  scope?: string;
  /**
   * Who asks (a user id): besides documents and admins' knowledge files, their own knowledge files
   * may answer. Without it only documents and admins' knowledge files can.
   */
  askerId?: string;
  /** Answer only from this knowledge file (whether or not it is a knowledge source); access is the caller's to check. */
  fileId?: string;
  /**
   * Answer only from this text, a file attached to the question and never stored (the public simple
   * chat): it is indexed in a scope of its own for this one question, answered exactly as a question
   * to one knowledge file is (same chunks, same statistics, same answer), then removed. Its source is
   * `source`.
   */
  attachment?: { text: string; source: SourceDoc };
  /**
   * Only active knowledge-base documents may be cited: nothing another context adds to the index
   * (knowledge files) and nothing scoped. The public simple chat asks this way.
   */
  documentsOnly?: boolean;
  /** Ceiling on the model's max tokens for this answer (the settings' value when lower). */
  maxTokens?: number;
  /** Receives generated text as a model streams it (not called for extractive answers). */
  onDelta?: (delta: string) => void;
  /**
   * The earlier turns of the same conversation, oldest first (not the question asked now): a
   * follow-up that names no subject is read with them, and a model is sent them.
   */
  history?: PriorTurn[];
}

export interface AnswerReply {
  text: string;
  sources: SourceDoc[];
  mode: AnswerMode;
  language: Language;
  timings: AnswerTimings;
  /** Set when the reply is a fallback (model failed or timed out); the client shows SPEC.md's warning. */
  error: string | null;
  /** Each source's document version when it was read and the passage used from it (for the audit trail). */
  sourceVersions?: ReplySourceVersion[];
  /** How the question was read before searching (as asked, with the previous question, rewritten by the model). */
  reading?: AnswerReading;
}

/** The answering service used by the chat, the per-file chat and the simple chat. */
export abstract class Assistant {
  abstract answer(request: AnswerRequest): Promise<AnswerReply>;
  /** The language a text is written in, as the assistant would answer it (recorded with the question). */
  abstract detectLanguage(text: string): Language;
}
