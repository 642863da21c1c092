import {
  NOT_FOUND_REPLY,
  type AnswerMode,
  type AnswerReading,
  type AnswerTimings,
  type Language,
  type RecordedAnswerFields,
  type ReplySourceVersion,
  type SourceDoc,
} from '@kb/contracts';
import type { AnswerReply, AnswerRequest } from '../assistant.port.js';

/**
 * What may answer a question: the asker's scope (documents, shared files and their own knowledge
 * files), one knowledge file, or active documents only (the public chat), an attached file that is
 * never stored answering first.
 */
export type AnswerFrom =
  | { only: 'asker_scope'; askerId: string }
  | { only: 'file'; fileId: string }
  | { only: 'documents'; attachment?: { text: string; source: SourceDoc } };

/** Where a question comes from, which decides the wording of a failed answer. */
export type QuestionSource = 'conversation' | 'public_chat' | 'file';

/** An answer as every entry point records it (the same fields whichever way the question came). */
export interface RecordedAnswer {
  text: string;
  sources: SourceDoc[];
  /** The document or file versions and the passages quoted (provenance). */
  sourceVersions: ReplySourceVersion[];
  mode: AnswerMode;
  language: Language;
  timings: AnswerTimings;
  /** SPEC.md's `error`: set when the answer is not what was asked for (the model or the assistant failed). */
  error: string | null;
  /** How the question was read before searching (absent when nothing was searched: a preset or a failure). */
  reading?: AnswerReading;
}

/** A reply decided before the assistant runs (a file still being read, a file sent without a question). */
export interface PresetAnswer {
  text: string;
  sources: SourceDoc[];
  mode: AnswerMode;
}

export const ASSISTANT_FAILED = 'assistant_failed';

/** The question's own script decides its language; the page's language only breaks a tie (digits, names). */
export function questionLanguage(question: string, detected: Language, page?: Language): Language {
  if (!page) return detected;
  return /[A-Za-z\u0600-\u06FF]/.test(question) ? detected : page;
}

/** The assistant's requests, in the order they are tried: an attached file first, then the documents. */
export function answerRequests(
  question: string,
  language: Language,
  from: AnswerFrom,
  options: Pick<AnswerRequest, 'maxTokens' | 'onDelta' | 'history'> = {},
): AnswerRequest[] {
  const base = { question, language, ...options };
  switch (from.only) {
    case 'asker_scope':
      return [{ ...base, askerId: from.askerId }];
    case 'file':
      return [{ ...base, fileId: from.fileId }];
    case 'documents': {
      const documents = { ...base, documentsOnly: true };
      return from.attachment ? [{ ...base, attachment: from.attachment }, documents] : [documents];
    }
    default: {
      const unhandled: never = from;
      return unhandled;
    }
  }
}

/** A reply that found nothing hands the question to the next request; any other reply stands. */
export const triesNext = (reply: Pick<AnswerReply, 'mode'>): boolean => reply.mode === 'not_found';

/** The assistant's reply as recorded: no provenance is an empty list, not a missing field. */
export function recordedAnswer(reply: AnswerReply): RecordedAnswer {
  const recorded: RecordedAnswer = {
    text: reply.text,
    sources: reply.sources,
    sourceVersions: reply.sourceVersions ?? [],
    mode: reply.mode,
    language: reply.language,
    timings: reply.timings,
    error: reply.error,
  };
  return reply.reading ? { ...recorded, reading: reply.reading } : recorded;
}

/** A preset reply as recorded: nothing retrieved, nothing generated. */
export function presetAnswer(preset: PresetAnswer, language: Language): RecordedAnswer {
  return { ...preset, sourceVersions: [], language, timings: { retrievalMs: 0, generationMs: 0, totalMs: 0 }, error: null };
}

/**
 * The assistant threw: the failure is an answer marked `assistant_failed`, never an exception. The
 * public chat's client shows the not-found text on an error; the others say the question is saved.
 */
export function failedAnswer(source: QuestionSource, language: Language, failedText: string, totalMs: number): RecordedAnswer {
  const text = source === 'public_chat' ? NOT_FOUND_REPLY[language] : failedText;
  return {
    text,
    sources: [],
    sourceVersions: [],
    mode: 'not_found',
    language,
    timings: { retrievalMs: 0, generationMs: 0, totalMs },
    error: ASSISTANT_FAILED,
  };
}

/** An answer as its event's fields (AssistantReplied, FileQuestionAnswered): the same fields whichever way the question came. */
export function answerFields(answer: RecordedAnswer): RecordedAnswerFields & { sourceVersions: ReplySourceVersion[] } {
  const fields = {
    content: answer.text,
    sourceDocs: answer.sources,
    mode: answer.mode,
    timings: answer.timings,
    error: answer.error,
    sourceVersions: answer.sourceVersions,
  };
  return answer.reading ? { ...fields, reading: answer.reading } : fields;
}
