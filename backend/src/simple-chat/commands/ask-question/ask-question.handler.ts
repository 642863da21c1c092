import { createHash, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { NOT_FOUND_REPLY, type Language, type PublicQuestionAsked, type SimpleChatResponse } from '@kb/contracts';
import { AnswerQuestion, type RecordedAnswer } from '../../../assistant/answering.js';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../core/tokens.js';
import type { CommandContext } from '../../../shared/event-sourcing/command-handler.js';
import { CommandRunner } from '../../../shared/event-sourcing/command-runner.js';
import { DomainError } from '../../../shared/event-sourcing/decider.js';
import { attachmentSource, openingOfFile } from '../../answer/answer-from-file.js';
import { SimpleChatRateLimiter } from '../../limits/rate-limiter.js';
import { recordPublicQuestion } from '../public-question-command.js';

export interface PublicQuestion {
  question: string;
  language: Language;
  /** Salted hash of the asker (address or account): the rate limit's key and all the event keeps of them. */
  requester: string;
  /** An attached file's text; the bytes are gone by now, only hash and size are recorded. */
  attachment?: { name: string; text: string; bytes: Uint8Array };
  /** Already admitted by the rate limit (AttachmentAdmissionGuard, before the body was read), which frees its slot itself. */
  admitted?: boolean;
}

/**
 * A public question, top to bottom: admitted by the shared rate limit, answered from the attached
 * file first and then from active documents only (never knowledge files, drafts or archived
 * documents), with the model's max tokens capped for anonymous use, then recorded without identity
 * as one event (PublicQuestionAsked: nothing is appended before the answer is known).
 */
@Injectable()
export class AskPublicQuestionHandler {
  constructor(
    private readonly answering: AnswerQuestion,
    private readonly limiter: SimpleChatRateLimiter,
    private readonly commands: CommandRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute(input: PublicQuestion, ctx: CommandContext): Promise<SimpleChatResponse | DomainError> {
    if (!input.admitted) {
      const admission = await this.limiter.acquire(input.requester);
      if (!admission.admitted) {
        return new DomainError(admission.reason === 'rate' ? 'simple_chat_rate_limited' : 'simple_chat_in_flight', {
          seconds: admission.retryAfterSeconds,
        });
      }
    }
    try {
      const { question, attachment } = input;
      const language = this.answering.languageOf(question, input.language);
      const answer = await this.answering.answer({
        question,
        language,
        origin: 'public_chat',
        // The attached file answers first, as chat with one file does (same reading, same answer
        // path); when it does not answer, the active documents are asked next.
        answerFrom: { only: 'documents', attachment: attachment && { text: attachment.text, source: attachmentSource(attachment.name) } },
        preset: question.trim()
          ? null
          : attachment
            ? openingOfFile(language, attachment)
            : { text: NOT_FOUND_REPLY[language], sources: [], mode: 'not_found' },
        maxTokens: this.config.simpleChat.maxTokens,
      });
      const recorded = await this.commands.run(recordPublicQuestion(this.publicQuestion(input, answer), { ...ctx, now: new Date() }));
      if (recorded instanceof DomainError) return recorded;
      return { reply: answer.text, sources: answer.sources, mode: answer.mode, ...(answer.error ? { error: answer.error } : {}) };
    } finally {
      if (!input.admitted) await this.limiter.release(input.requester);
    }
  }

  /** The question and its answer as one event's data: the asker only as their salted hash, the file only as its hash and size. */
  private publicQuestion(input: PublicQuestion, answer: RecordedAnswer): PublicQuestionAsked['data'] {
    return {
      questionId: randomUUID(),
      question: input.question,
      language: input.language,
      answered: false,
      mode: answer.mode,
      sources: answer.sources,
      requesterHash: input.requester,
      file: input.attachment
        ? { sha256: createHash('sha256').update(input.attachment.bytes).digest('hex'), size: input.attachment.bytes.byteLength }
        : null,
      error: answer.error,
      sourceVersions: answer.sourceVersions,
      timings: answer.timings,
      ...(answer.reading ? { reading: answer.reading } : {}),
    };
  }
}
