import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { conversationStreamId, DEFAULT_CONVERSATION_TITLE, type Conversation } from '@kb/contracts';
import type { CommandContext } from '../../../shared/event-sourcing/command-handler.js';
import { CommandRunner } from '../../../shared/event-sourcing/command-runner.js';
import { DomainError } from '../../../shared/event-sourcing/decider.js';
import { CONVERSATIONS_PROJECTOR } from '../../read-model/conversations.projector.js';
import { ConversationQueries } from '../../read-model/conversations.queries.js';
import { conversationCommand } from '../conversation-command.js';

export interface StartConversation {
  /** Client-generated id: a retried create answers with the conversation it made the first time. */
  id?: string;
  ownerId: string;
  title?: string;
}

@Injectable()
export class StartConversationHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly queries: ConversationQueries,
  ) {}

  async execute(input: StartConversation, ctx: CommandContext): Promise<Conversation | DomainError> {
    const conversationId = input.id ?? randomUUID();
    const command = { type: 'Start' as const, conversationId, ownerId: input.ownerId, title: input.title || DEFAULT_CONVERSATION_TITLE };
    const result = await this.commands.run(conversationCommand(command, ctx));
    if (result instanceof DomainError && result.code !== 'conversation_exists') return result;
    // Already started: the caller's own (a retry) is answered as the first time; anyone else's stays taken.
    if (result instanceof DomainError) await this.commands.settled(conversationStreamId(conversationId), [CONVERSATIONS_PROJECTOR]);
    return (await this.queries.find(input.ownerId, conversationId)) ?? new DomainError('conversation_exists');
  }
}
