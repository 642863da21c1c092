import { Injectable } from '@nestjs/common';
import type { CommandContext } from '../../../shared/event-sourcing/command-handler.js';
import { CommandRunner } from '../../../shared/event-sourcing/command-runner.js';
import { DomainError } from '../../../shared/event-sourcing/decider.js';
import { ConversationQueries } from '../../read-model/conversations.queries.js';
import { conversationCommand } from '../conversation-command.js';

/** The helpful / not-helpful buttons under an answer; only the owner's assistant replies are rated. */
@Injectable()
export class RateMessageHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly queries: ConversationQueries,
  ) {}

  async execute(input: { messageId: string; ownerId: string; helpful: boolean }, ctx: CommandContext): Promise<void | DomainError> {
    const message = await this.queries.message(input.ownerId, input.messageId);
    if (!message) return new DomainError('not_found');
    const result = await this.commands.run(conversationCommand({ type: 'Rate', conversationId: message.conversationId, ...input }, ctx));
    if (result instanceof DomainError) return result;
  }
}
