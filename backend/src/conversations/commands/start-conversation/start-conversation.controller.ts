import { Body, Controller, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { Conversation } from '@kb/contracts';
import { CreateConversationDto } from '@kb/contracts/dto';
import { Authenticated } from '../../../auth/access.js';
import { commandContext } from '../../../shared/http/command-context.js';
import { orThrowConversation } from '../../http/conversation-http.js';
import { StartConversationHandler } from './start-conversation.handler.js';

@Controller('api/conversations')
@Authenticated()
export class StartConversationController {
  constructor(private readonly handler: StartConversationHandler) {}

  /** 201 with the conversation; the same client id again gives the same conversation, and records nothing. */
  @Post()
  async create(@Req() req: Request, @Body() body: CreateConversationDto): Promise<Conversation> {
    return orThrowConversation(await this.handler.execute({ id: body.id, ownerId: req.user!.id, title: body.title }, commandContext(req)));
  }
}
