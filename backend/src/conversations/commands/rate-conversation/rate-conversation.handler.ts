import { Injectable } from '@nestjs/common';
import type { ConversationFeedback } from '@kb/contracts';
import type { CommandContext } from '../../../shared/event-sourcing/command-handler.js';
import { CommandRunner } from '../../../shared/event-sourcing/command-runner.js';
import { DomainError } from '../../../shared/event-sourcing/decider.js';
import { ConversationQueries } from '../../read-model/conversations.queries.js';
import { conversationCommand } from '../conversation-command.js';

/** The details panel's "Was this conversation useful? Yes / No": the owner's answer, the last one counting. */
@Injectable()
export class RateConversationHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly queries: ConversationQueries,
  ) {}

  async execute(
    input: { conversationId: string; ownerId: string; useful: boolean },
    ctx: CommandContext,
  ): Promise<ConversationFeedback | DomainError> {
    const result = await this.commands.run(conversationCommand({ type: 'RateConversation', ...input }, ctx));
    if (result instanceof DomainError) return result;
    return { useful: await this.queries.useful(input.ownerId, input.conversationId) };
  }
}
