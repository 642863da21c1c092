import { createHash, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { NOT_FOUND_REPLY, type Language, type SimpleChatResponse } from '@kb/contracts';
import { Assistant, type AnswerReply } from '../../../assistant/assistant.port.js';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../core/tokens.js';
import type { CommandContext } from '../../../shared/event-sourcing/command-handler.js';
import { CommandRunner } from '../../../shared/event-sourcing/command-runner.js';
import { DomainError } from '../../../shared/event-sourcing/decider.js';
import { attachmentSource, openingOfFile } from '../../answer/answer-from-file.js';
import { SimpleChatRateLimiter } from '../../limits/rate-limiter.js';
import { recordPublicQuestion } from '../public-question-command.js';
import { logger } from '../../../observability/logger.js';

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
 * A public question: admitted by the shared rate limit, answered from the attached file first and
 * then from active documents only (never knowledge files, drafts or archived documents), with the
 * model's max tokens capped for anonymous use, and recorded without identity.
 */
@Injectable()
export class AskQuestionHandler {
  constructor(
    private readonly assistant: Assistant,
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
      const reply = await this.answer(input);
      const recorded = await this.commands.run(
        recordPublicQuestion(
          {
            questionId: randomUUID(),
            question: input.question,
            language: input.language,
            answered: false,
            mode: reply.mode,
            sources: reply.sources,
            requesterHash: input.requester,
            file: input.attachment ? { sha256: createHash('sha256').update(input.attachment.bytes).digest('hex'), size: input.attachment.bytes.byteLength } : null,
            error: reply.error,
          },
          ctx,
        ),
      );
      if (recorded instanceof DomainError) return recorded;
      return { reply: reply.text, sources: reply.sources, mode: reply.mode, ...(reply.error ? { error: reply.error } : {}) };
    } finally {
      if (!input.admitted) await this.limiter.release(input.requester);
    }
  }

  private async answer(input: PublicQuestion): Promise<Pick<AnswerReply, 'text' | 'sources' | 'mode' | 'error'>> {
    const { question, attachment } = input;
    // As chat with one file decides: the question's own script, the page's language only breaking a tie (digits, names).
    const language: Language = /[A-Za-z\u0600-\u06FF]/.test(question) ? this.assistant.detectLanguage(question) : input.language;
    if (attachment && !question.trim()) return { ...openingOfFile(language, attachment), error: null };
    if (!question.trim()) return { text: NOT_FOUND_REPLY[language], sources: [], mode: 'not_found', error: null };
    try {
      // The attached file answers first, as chat with one file does (same reading, same answer path);
      // when it does not answer, the documents are asked next.
      if (attachment) {
        const fromFile = await this.assistant.answer({ question, language, attachment: { text: attachment.text, source: attachmentSource(attachment.name) }, maxTokens: this.config.simpleChat.maxTokens });
        if (fromFile.mode !== 'not_found') return fromFile;
      }
      return await this.assistant.answer({ question, language, documentsOnly: true, maxTokens: this.config.simpleChat.maxTokens });
    } catch (error) {
      logger('simple-chat').error({ err: error }, 'the assistant failed');
      return { text: NOT_FOUND_REPLY[language], sources: [], mode: 'not_found', error: 'assistant_failed' };
    }
  }
}
