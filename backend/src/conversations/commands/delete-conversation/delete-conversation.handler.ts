import { Injectable } from '@nestjs/common';
import type { CommandContext } from '../../../shared/event-sourcing/command-handler.js';
import { CommandRunner } from '../../../shared/event-sourcing/command-runner.js';
import { DomainError } from '../../../shared/event-sourcing/decider.js';
import { conversationCommand } from '../conversation-command.js';

@Injectable()
export class DeleteConversationHandler {
  constructor(private readonly commands: CommandRunner) {}

  async execute(input: { conversationId: string; ownerId: string }, ctx: CommandContext): Promise<void | DomainError> {
    const result = await this.commands.run(conversationCommand({ type: 'Delete', ...input }, ctx));
    if (result instanceof DomainError) return result;
  }
}
