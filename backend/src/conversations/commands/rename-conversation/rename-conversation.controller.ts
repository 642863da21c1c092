import { Body, Controller, Param, Put, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { Conversation } from '@kb/contracts';
import { RenameConversationDto } from '@kb/contracts/dto';
import { Authenticated } from '../../../auth/access.js';
import { commandContext } from '../../../shared/http/command-context.js';
import { orThrowConversation, uuidParam } from '../../http/conversation-http.js';
import { RenameConversationHandler } from './rename-conversation.handler.js';

@Controller('api/conversations')
@Authenticated()
export class RenameConversationController {
  constructor(private readonly handler: RenameConversationHandler) {}

  /** 200 with the renamed conversation; anyone else's is a 404. */
  @Put(':id')
  async rename(@Req() req: Request, @Param('id', uuidParam) id: string, @Body() body: RenameConversationDto): Promise<Conversation> {
    return orThrowConversation(
      await this.handler.execute({ conversationId: id, ownerId: req.user!.id, title: body.title }, commandContext(req)),
    );
  }
}
