/// <reference types="multer" />
import { Body, Controller, Header, HttpCode, Inject, Post, Req, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import type { Request } from 'express';
import { MAX_SIMPLE_CHAT_MESSAGE_LENGTH, MAX_UPLOAD_BYTES, type SimpleChatResponse } from '@kb/contracts';
import { SimpleChatWithFileDto } from '@kb/contracts/dto';
import { Public } from '../../../auth/access.js';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../core/tokens.js';
import { ApiError } from '../../../shared/http/api-error.js';
import { commandContext } from '../../../shared/http/command-context.js';
import { GuardedFileInterceptor } from '../../../shared/http/multipart.js';
import { answerIn, orThrowSimpleChat } from '../../http/simple-chat-http.js';
import { admittedRequester, AttachmentAdmissionGuard } from '../../http/attachment-admission.guard.js';
import { PublicFileReads } from '../../limits/file-reads.js';
import { AskPublicQuestionHandler } from '../ask-question/ask-question.handler.js';
import { readAttachment } from './read-attachment.js';

@Controller('api')
export class AskWithFileController {
  constructor(
    private readonly handler: AskPublicQuestionHandler,
    private readonly reads: PublicFileReads,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * SPEC.md section 7: multipart `message`, `language`, `file` → the reply. The file is held in
   * memory only while it is read (multer stops at 5 MB as the bytes stream in: 413) and is never
   * stored; the answer comes from it first, then from active documents. Admitted before its body is
   * read (AttachmentAdmissionGuard: guards run before the multipart interceptor).
   */
  @Post('simple-chat-with-file')
  @Public()
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @UseGuards(AttachmentAdmissionGuard)
  @UseInterceptors(
    GuardedFileInterceptor('file', {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, fieldSize: MAX_SIMPLE_CHAT_MESSAGE_LENGTH * 4 + 64, parts: 6 },
    }),
  )
  async ask(
    @Body() body: SimpleChatWithFileDto,
    @UploadedFile() file: Express.Multer.File | undefined,
    @Req() req: Request,
  ): Promise<SimpleChatResponse> {
    answerIn(req, body.language);
    if (!this.config.simpleChat.enabled) throw new ApiError(404, 'simple_chat_off');
    const question = body.message ?? '';
    if (!file && !question) throw new ApiError(400, 'simple_chat_empty');
    const requester = admittedRequester(req);
    if (!requester) throw new ApiError(500, 'requester_not_hashed');
    const ctx = commandContext(req);
    if (!file) return orThrowSimpleChat(await this.handler.execute({ question, language: body.language, requester, admitted: true }, ctx));
    const read = await this.reads.run((signal) => readAttachment(file.buffer, file.originalname, signal));
    if (typeof read === 'object' && 'refused' in read) {
      if (read.refused === 'busy') throw new ApiError(429, 'simple_chat_busy', { seconds: 10 }, undefined, { 'Retry-After': '10' });
      throw new ApiError(422, 'simple_chat_file_timeout', { seconds: read.seconds });
    }
    const text = orThrowSimpleChat(read);
    const attachment = { name: file.originalname.slice(0, 200), text, bytes: file.buffer };
    const answered = await this.handler.execute({ question, language: body.language, requester, attachment, admitted: true }, ctx);
    return orThrowSimpleChat(answered);
  }
}
