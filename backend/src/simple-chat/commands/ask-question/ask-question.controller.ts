import { Body, Controller, Header, HttpCode, Inject, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { SimpleChatResponse } from '@kb/contracts';
import { SimpleChatDto } from '@kb/contracts/dto';
import { Public } from '../../../auth/access.js';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../core/tokens.js';
import { ApiError } from '../../../shared/http/api-error.js';
import { commandContext } from '../../../shared/http/command-context.js';
import { answerIn, orThrowSimpleChat } from '../../http/simple-chat-http.js';
import { RequesterHash } from '../../limits/requester-hash.js';
import { AskPublicQuestionHandler } from './ask-question.handler.js';

@Controller('api')
export class AskQuestionController {
  constructor(
    private readonly handler: AskPublicQuestionHandler,
    private readonly requesters: RequesterHash,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** SPEC.md section 7: `{message, language}` → `{reply, sources, mode, error?}`, open to anyone (see the handler for the limits). */
  @Post('simple-chat')
  @Public()
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  async ask(@Body() body: SimpleChatDto, @Req() req: Request): Promise<SimpleChatResponse> {
    answerIn(req, body.language);
    if (!this.config.simpleChat.enabled) throw new ApiError(404, 'simple_chat_off');
    const ctx = commandContext(req);
    return orThrowSimpleChat(
      await this.handler.execute({ question: body.message, language: body.language, requester: this.requesters.of(req) }, ctx),
    );
  }
}
