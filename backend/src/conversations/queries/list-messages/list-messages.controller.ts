import { Controller, Get, Param, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { Message } from '@kb/contracts';
import { Authenticated } from '../../../auth/access.js';
import { ApiError } from '../../../shared/http/api-error.js';
import { uuidParam } from '../../http/conversation-http.js';
import { ConversationPushes } from '../../live/conversation-pushes.js';
import { ConversationQueries } from '../../read-model/conversations.queries.js';

@Controller('api/conversations')
@Authenticated()
export class ListMessagesController {
  constructor(
    private readonly queries: ConversationQueries,
    private readonly pushes: ConversationPushes,
  ) {}

  /** The thread in order; anyone else's conversation is a 404, as if it did not exist. */
  @Get(':id/messages')
  async messages(@Req() req: Request, @Param('id', uuidParam) id: string): Promise<Message[]> {
    // A message already pushed (at its append) is in the thread, however soon after the push it loads.
    await this.pushes.shown();
    if (!(await this.queries.find(req.user!.id, id))) throw new ApiError(404, 'not_found');
    return this.queries.messages(req.user!.id, id);
  }
}
