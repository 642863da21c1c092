import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { SendMessageResponse } from '@kb/contracts';
import { SendMessageDto } from '@kb/contracts/dto';
import { Authenticated } from '../../../auth/access.js';
import { commandContext } from '../../../shared/http/command-context.js';
import { orThrowConversation } from '../../http/conversation-http.js';
import { SendMessageHandler } from './send-message.handler.js';

@Controller('api/messages')
@Authenticated()
export class SendMessageController {
  constructor(private readonly handler: SendMessageHandler) {}

  /** 200 with the question and the reply; the same client message id again answers the same, recording nothing. */
  @Post()
  @HttpCode(200)
  async post(@Req() req: Request, @Body() body: SendMessageDto): Promise<SendMessageResponse> {
    const { content, conversationId, id: messageId, newConversationId, attachmentFileId } = body;
    return orThrowConversation(
      await this.handler.execute(
        { ownerId: req.user!.id, content, conversationId, messageId, newConversationId, attachmentFileId },
        commandContext(req),
      ),
    );
  }
}
