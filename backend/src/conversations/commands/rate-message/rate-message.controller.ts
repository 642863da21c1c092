import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { FeedbackDto } from '@kb/contracts/dto';
import { Authenticated } from '../../../auth/access.js';
import { commandContext } from '../../../shared/http/command-context.js';
import { orThrowConversation, uuidParam } from '../../http/conversation-http.js';
import { RateMessageHandler } from './rate-message.handler.js';

@Controller('api/messages')
@Authenticated()
export class RateMessageController {
  constructor(private readonly handler: RateMessageHandler) {}

  @Post(':id/feedback')
  @HttpCode(204)
  async feedback(@Req() req: Request, @Param('id', uuidParam) id: string, @Body() body: FeedbackDto): Promise<void> {
    orThrowConversation(await this.handler.execute({ messageId: id, ownerId: req.user!.id, helpful: body.helpful }, commandContext(req)));
  }
}
