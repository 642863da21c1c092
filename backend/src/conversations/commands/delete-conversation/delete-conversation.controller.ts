import { Controller, Delete, HttpCode, Param, Req } from '@nestjs/common';
import type { Request } from 'express';
import { Authenticated } from '../../../auth/access.js';
import { commandContext } from '../../../shared/http/command-context.js';
import { orThrowConversation, uuidParam } from '../../http/conversation-http.js';
import { DeleteConversationHandler } from './delete-conversation.handler.js';

@Controller('api/conversations')
@Authenticated()
export class DeleteConversationController {
  constructor(private readonly handler: DeleteConversationHandler) {}

  /** 204; anyone else's or an already deleted conversation is a 404. */
  @Delete(':id')
  @HttpCode(204)
  async remove(@Req() req: Request, @Param('id', uuidParam) id: string): Promise<void> {
    orThrowConversation(await this.handler.execute({ conversationId: id, ownerId: req.user!.id }, commandContext(req)));
  }
}
