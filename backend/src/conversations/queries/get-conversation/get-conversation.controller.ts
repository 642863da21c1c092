import { Controller, Get, Param, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { Conversation } from '@kb/contracts';
import { Authenticated } from '../../../auth/access.js';
import { ApiError } from '../../../shared/http/api-error.js';
import { uuidParam } from '../../http/conversation-http.js';
import { ConversationQueries } from '../../read-model/conversations.queries.js';

@Controller('api/conversations')
@Authenticated()
export class GetConversationController {
  constructor(private readonly queries: ConversationQueries) {}

  /**
   * One of the caller's conversations (a link `/c/:id` opens it, issue 48). Anyone else's, a deleted
   * one or an unknown id is a 404, as if it did not exist, whatever the caller's role.
   */
  @Get(':id')
  async get(@Req() req: Request, @Param('id', uuidParam) id: string): Promise<Conversation> {
    const conversation = await this.queries.find(req.user!.id, id);
    if (!conversation) throw new ApiError(404, 'conversation_not_found');
    return conversation;
  }
}
