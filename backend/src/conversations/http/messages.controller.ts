import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { SendMessageResponse } from '@kb/contracts';
import { FeedbackDto, SendMessageDto } from '@kb/contracts/dto';
import { Authenticated } from '../../auth/access.js';
import { ApiError } from '../../shared/http/api-error.js';
import { commandContext } from '../../shared/http/command-context.js';
import { ConversationCommands } from '../conversation-commands.js';
import { ConversationQueries } from '../read-model/conversation-queries.js';
import { SendMessage } from '../send-message.js';

const uuid = new ParseUUIDPipe({ exceptionFactory: () => new ApiError(404, 'not_found') });

@Controller('api/messages')
@Authenticated()
export class MessagesController {
  constructor(
    private readonly send: SendMessage,
    private readonly commands: ConversationCommands,
    private readonly queries: ConversationQueries,
  ) {}

  @Post()
  @HttpCode(200)
  post(@Req() req: Request, @Body() body: SendMessageDto): Promise<SendMessageResponse> {
    return this.send.execute(req.user!.id, body.content, body.conversationId, () => commandContext(req));
  }

  /** The helpful / not-helpful buttons under an answer. */
  @Post(':id/feedback')
  @HttpCode(204)
  async feedback(@Req() req: Request, @Param('id', uuid) id: string, @Body() body: FeedbackDto): Promise<void> {
    const message = await this.queries.message(req.user!.id, id);
    if (!message) throw new ApiError(404, 'not_found');
    await this.commands.run(
      { type: 'Rate', conversationId: message.conversationId, ownerId: req.user!.id, messageId: id, helpful: body.helpful },
      commandContext(req),
    );
  }
}
