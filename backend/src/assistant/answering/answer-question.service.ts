import { Injectable } from '@nestjs/common';
import type { Language } from '@kb/contracts';
import { logger } from '../../observability/logger.js';
import { translate } from '../../shared/i18n/messages.js';
import { Assistant, type AnswerReply, type PriorTurn } from '../assistant.port.js';
import {
  answerRequests,
  failedAnswer,
  presetAnswer,
  questionLanguage,
  recordedAnswer,
  triesNext,
  type AnswerFrom,
  type PresetAnswer,
  type QuestionSource,
  type RecordedAnswer,
} from '../domain/answer-plan.js';

export interface AnswerInput {
  question: string;
  /** The language the question was recorded in (`languageOf`). */
  language: Language;
  /** Where the question comes from (decides the wording of a failed answer). */
  origin: QuestionSource;
  /** What may answer it. */
  answerFrom: AnswerFrom;
  /** The earlier turns of the same conversation, oldest first. */
  history?: PriorTurn[];
  /** A reply decided before the assistant runs (a file still being read): recorded as it is. */
  preset?: PresetAnswer | null;
  /** Ceiling on the model's max tokens (the public chat's cap). */
  maxTokens?: number;
  /** Streamed model text (ephemeral: the recorded answer reaches clients by its event's push). */
  onDelta?: (delta: string) => void;
}

/**
 * The one answering service every entry point calls between recording its question and recording
 * the answer (the main chat, the public chat, chat with one file): it never records anything, and
 * never throws: a failing assistant is an answer marked `error`.
 */
@Injectable()
export class AnswerQuestion {
  constructor(private readonly assistant: Assistant) {}

  /** The question's language as recorded with it: its script decides, the page's language breaks a tie. */
  languageOf(question: string, pageLanguage?: Language): Language {
    return questionLanguage(question, this.assistant.detectLanguage(question), pageLanguage);
  }

  async answer(input: AnswerInput): Promise<RecordedAnswer> {
    const { language } = input;
    if (input.preset) return presetAnswer(input.preset, language);
    const started = Date.now();
    try {
      let reply: AnswerReply | undefined;
      const options = { maxTokens: input.maxTokens, onDelta: input.onDelta, history: input.history };
      for (const request of answerRequests(input.question, language, input.answerFrom, options)) {
        reply = await this.assistant.answer(request);
        if (!triesNext(reply)) break;
      }
      return recordedAnswer(reply!);
    } catch (error) {
      logger('assistant').error({ err: error, origin: input.origin }, 'the assistant failed; the answer is recorded as failed');
      return failedAnswer(input.origin, language, translate('assistant_failed_reply', language), Date.now() - started);
    }
  }
}
