import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { ConversationFeedback } from '@kb/contracts';
import { ConversationFeedbackDto } from '@kb/contracts/dto';
import { Authenticated } from '../../../auth/access.js';
import { ApiError } from '../../../shared/http/api-error.js';
import { commandContext } from '../../../shared/http/command-context.js';
import { orThrowConversation, uuidParam } from '../../http/conversation-http.js';
import { ConversationQueries } from '../../read-model/conversations.queries.js';
import { RateConversationHandler } from './rate-conversation.handler.js';

@Controller('api/conversations')
@Authenticated()
export class RateConversationController {
  constructor(
    private readonly handler: RateConversationHandler,
    private readonly queries: ConversationQueries,
  ) {}

  /** The owner's answer so far (null: none); anyone else's conversation is a 404. */
  @Get(':id/feedback')
  async get(@Req() req: Request, @Param('id', uuidParam) id: string): Promise<ConversationFeedback> {
    if (!(await this.queries.find(req.user!.id, id))) throw new ApiError(404, 'not_found');
    return { useful: await this.queries.useful(req.user!.id, id) };
  }

  /** 200 with the answer as recorded (ConversationRated); the same answer twice records it once. */
  @Post(':id/feedback')
  @HttpCode(200)
  async rate(
    @Req() req: Request,
    @Param('id', uuidParam) id: string,
    @Body() body: ConversationFeedbackDto,
  ): Promise<ConversationFeedback> {
    return orThrowConversation(
      await this.handler.execute({ conversationId: id, ownerId: req.user!.id, useful: body.useful }, commandContext(req)),
    );
  }
}
