import { Module, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { lowOcrPool } from '../shared/extraction/ocr-pool.js';
import { AskQuestionController } from './commands/ask-question/ask-question.controller.js';
import { AskPublicQuestionHandler } from './commands/ask-question/ask-question.handler.js';
import { AskWithFileController } from './commands/ask-with-file/ask-with-file.controller.js';
import { AttachmentAdmissionGuard } from './http/attachment-admission.guard.js';
import { PublicFileReads } from './limits/file-reads.js';
import { RequesterHash } from './limits/requester-hash.js';
import { SimpleChatRateLimiter } from './limits/rate-limiter.js';
import { RateLimiter } from '../shared/rate-limit/rate-limiter.js';
import { SIMPLE_CHAT_MESSAGES } from './http/simple-chat-messages.js';
import { messagesProvider } from '../shared/i18n/messages.js';

/**
 * The public simple chat (SPEC.md /simple-chat): two open calls answered from active documents
 * only (and an attached file that is never stored), a per-requester rate limit shared by every
 * instance through Postgres, and `PublicQuestionAsked` events recorded without identity.
 * SIMPLE_CHAT=off keeps the routes (their policy is declared) but answers them 404.
 */
@Module({
  controllers: [AskQuestionController, AskWithFileController],
  providers: [
    AskPublicQuestionHandler,
    RateLimiter,
    SimpleChatRateLimiter,
    RequesterHash,
    PublicFileReads,
    AttachmentAdmissionGuard,
    messagesProvider(SIMPLE_CHAT_MESSAGES),
  ],
})
export class SimpleChatModule implements OnModuleInit, OnApplicationShutdown {
  constructor(
    private readonly limiter: SimpleChatRateLimiter,
    private readonly requesters: RequesterHash,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.limiter.migrate();
    await this.requesters.init();
  }

  /** The low-priority OCR threads (the public chat's attachments) stop with the app; they start again on the next file. */
  async onApplicationShutdown(): Promise<void> {
    await lowOcrPool.close();
  }
}
