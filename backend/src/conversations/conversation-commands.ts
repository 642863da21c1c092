import { Inject, Injectable } from '@nestjs/common';
import { conversationStreamId } from '@kb/contracts';
import { EVENT_STORE } from '../core/tokens.js';
import type { EventStore } from '../event-store/event-store.port.js';
import { ProjectionRunner } from '../projections/projection-runner.js';
import { handleCommand, type CommandContext } from '../shared/event-sourcing/command-handler.js';
import { orThrow } from '../shared/http/api-error.js';
import { conversationDecider, type ConversationCommand } from './domain/conversation.decider.js';
import { CONVERSATIONS_PROJECTOR } from './read-model/conversations.projector.js';

/** Runs a conversation command and waits until the read model shows it (read-your-writes). */
@Injectable()
export class ConversationCommands {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly runner: ProjectionRunner,
  ) {}

  async run(command: ConversationCommand, ctx: CommandContext): Promise<void> {
    const result = orThrow(await handleCommand(this.store, conversationStreamId(command.conversationId), conversationDecider, command, ctx));
    if (result.position) await this.runner.waitFor(result.position, { projectors: [CONVERSATIONS_PROJECTOR] });
  }
}
