import { Injectable } from '@nestjs/common';
import type { Conversation } from '@kb/contracts';
import type { CommandContext } from '../../../shared/event-sourcing/command-handler.js';
import { CommandRunner } from '../../../shared/event-sourcing/command-runner.js';
import { DomainError } from '../../../shared/event-sourcing/decider.js';
import { ConversationQueries } from '../../read-model/conversations.queries.js';
import { conversationCommand } from '../conversation-command.js';

@Injectable()
export class RenameConversationHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly queries: ConversationQueries,
  ) {}

  async execute(
    input: { conversationId: string; ownerId: string; title: string },
    ctx: CommandContext,
  ): Promise<Conversation | DomainError> {
    const result = await this.commands.run(conversationCommand({ type: 'Rename', ...input }, ctx));
    if (result instanceof DomainError) return result;
    return (await this.queries.find(input.ownerId, input.conversationId)) ?? new DomainError('not_found');
  }
}
