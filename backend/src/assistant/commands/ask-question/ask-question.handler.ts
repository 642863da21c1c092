import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Language } from '@kb/contracts';
import { logger } from '../../../observability/logger.js';
import { causedBy, type CommandContext } from '../../../shared/event-sourcing/command-handler.js';
import { CommandRunner } from '../../../shared/event-sourcing/command-runner.js';
import { DomainError } from '../../../shared/event-sourcing/decider.js';
import { translate } from '../../../shared/i18n/messages.js';
import { Assistant, type AnswerReply } from '../../assistant.port.js';
import {
  answerFields,
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
} from '../../domain/answer-plan.js';
import '../../http/answer-messages.js';
import { fileQuestionCommand } from './file-question-command.js';

/**
 * How an entry point records a question and its answer on its own streams (a conversation's
 * MessagePosted and AssistantReplied, a public question's event, a file question's events).
 */
export interface AnswerRecorder<R> {
  /**
   * Records the question before the assistant runs. Returns the event the answer is caused by
   * (null when the question is recorded with its answer), what a retried question was already
   * answered with, or a refusal.
   */
  question(language: Language, ctx: CommandContext): Promise<{ causationId: string | null } | { done: R } | DomainError>;
  /** Records the answer, a failed one included, and returns what the entry point answers with. */
  answer(answer: RecordedAnswer, ctx: CommandContext): Promise<R | DomainError>;
}

export interface AskQuestion<R> {
  question: string;
  /** Where the question comes from. */
  origin: QuestionSource;
  /** What may answer it. */
  answerFrom: AnswerFrom;
  record: AnswerRecorder<R>;
  /** The page's language, which breaks a tie when the question's script does not tell; without it the question's own. */
  pageLanguage?: Language;
  /** A reply decided before the assistant runs, in the question's language (null: the assistant answers). */
  preset?: (language: Language) => PresetAnswer | null;
  /** Ceiling on the model's max tokens (the public chat's cap). */
  maxTokens?: number;
  /** Streamed model text (ephemeral: the recorded answer reaches clients by its event's push). */
  onDelta?: (delta: string) => void;
}

/** A question to one file as its chat records it. */
export interface FileQuestionRecorded {
  questionId: string;
  answerId: string;
  answer: RecordedAnswer;
}

/**
 * The one way a question is answered (the main chat, the public chat, chat with one file): the
 * question is recorded, the assistant answers from what may answer it, and the answer (or a failure,
 * marked with `error`, never an exception) is recorded, caused by the question's event.
 */
@Injectable()
export class AskQuestionHandler {
  constructor(
    private readonly assistant: Assistant,
    private readonly commands: CommandRunner,
  ) {}

  async execute<R>(input: AskQuestion<R>, ctx: CommandContext): Promise<R | DomainError> {
    const language = questionLanguage(input.question, this.assistant.detectLanguage(input.question), input.pageLanguage);
    const asked = await input.record.question(language, ctx);
    if (asked instanceof DomainError) return asked;
    if ('done' in asked) return asked.done;
    const answer = await this.answer(input, language);
    const now = new Date();
    return input.record.answer(answer, asked.causationId ? causedBy(ctx, asked.causationId, now) : { ...ctx, now });
  }

  /** Records a question to one of the asker's knowledge files and its answer (FileQuestionAsked, FileQuestionAnswered). */
  fileQuestion(fileId: string, ownerId: string, content: string): AnswerRecorder<FileQuestionRecorded> {
    const questionId = randomUUID();
    const answerId = randomUUID();
    return {
      question: async (language, ctx) => {
        const asked = await this.commands.run(fileQuestionCommand(questionId, { type: 'AskFileQuestion', data: { fileId, ownerId, messageId: questionId, content, language } }, ctx));
        return asked instanceof DomainError ? asked : { causationId: asked.eventIds[0] ?? null };
      },
      answer: async (answer, ctx) => {
        const data = { fileId, ownerId, messageId: answerId, inReplyTo: questionId, ...answerFields(answer) };
        const answered = await this.commands.run(fileQuestionCommand(questionId, { type: 'AnswerFileQuestion', data }, ctx));
        return answered instanceof DomainError ? answered : { questionId, answerId, answer };
      },
    };
  }

  private async answer(input: AskQuestion<unknown>, language: Language): Promise<RecordedAnswer> {
    const preset = input.preset?.(language);
    if (preset) return presetAnswer(preset, language);
    const started = Date.now();
    try {
      let reply: AnswerReply | undefined;
      for (const request of answerRequests(input.question, language, input.answerFrom, { maxTokens: input.maxTokens, onDelta: input.onDelta })) {
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
