import { createHash, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { NOT_FOUND_REPLY, type Language, type SimpleChatResponse } from '@kb/contracts';
import { AskQuestionHandler, type AnswerRecorder, type RecordedAnswer } from '../../../assistant/ask-question.js';
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
 * A public question, asked through AskQuestion: admitted by the shared rate limit, answered from
 * the attached file first and then from active documents only (never knowledge files, drafts or archived documents), with the
 * model's max tokens capped for anonymous use, and recorded without identity.
 */
@Injectable()
export class AskPublicQuestionHandler {
  constructor(
    private readonly ask: AskQuestionHandler,
    private readonly limiter: SimpleChatRateLimiter,
    private readonly commands: CommandRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute(input: PublicQuestion, ctx: CommandContext): Promise<SimpleChatResponse | DomainError> {
    if (!input.admitted) {
      const admission = await this.limiter.acquire(input.requester);
      if (!admission.admitted) {
        return new DomainError(admission.reason === 'rate' ? 'simple_chat_rate_limited' : 'simple_chat_in_flight', { seconds: admission.retryAfterSeconds });
      }
    }
    try {
      const { question, attachment } = input;
      const recorded = await this.ask.execute(
        {
          question,
          origin: 'public_chat',
          // The attached file answers first, as chat with one file does (same reading, same answer
          // path); when it does not answer, the active documents are asked next.
          answerFrom: { only: 'documents', attachment: attachment && { text: attachment.text, source: attachmentSource(attachment.name) } },
          pageLanguage: input.language,
          preset: (language) => {
            if (question.trim()) return null;
            return attachment ? openingOfFile(language, attachment) : { text: NOT_FOUND_REPLY[language], sources: [], mode: 'not_found' };
          },
          maxTokens: this.config.simpleChat.maxTokens,
          record: this.recorder(input),
        },
        ctx,
      );
      if (recorded instanceof DomainError) return recorded;
      return { reply: recorded.text, sources: recorded.sources, mode: recorded.mode, ...(recorded.error ? { error: recorded.error } : {}) };
    } finally {
      if (!input.admitted) await this.limiter.release(input.requester);
    }
  }

  /**
   * A public question is one event, recorded once its answer is known (see PublicQuestionAsked):
   * nothing is appended before the assistant runs, and a failure is recorded as a failed answer.
   */
  private recorder(input: PublicQuestion): AnswerRecorder<RecordedAnswer> {
    return {
      question: async () => ({ causationId: null }),
      answer: async (answer, ctx) => {
        const recorded = await this.commands.run(
          recordPublicQuestion(
            {
              questionId: randomUUID(),
              question: input.question,
              language: input.language,
              answered: false,
              mode: answer.mode,
              sources: answer.sources,
              requesterHash: input.requester,
              file: input.attachment ? { sha256: createHash('sha256').update(input.attachment.bytes).digest('hex'), size: input.attachment.bytes.byteLength } : null,
              error: answer.error,
              sourceVersions: answer.sourceVersions,
              timings: answer.timings,
            },
            ctx,
          ),
        );
        return recorded instanceof DomainError ? recorded : answer;
      },
    };
  }
}
