import { Inject, Injectable } from '@nestjs/common';
import { conversationStreamId } from '@kb/contracts';
import { EVENT_STORE } from '../core/tokens.js';
import type { EventStore } from '../event-store/event-store.port.js';
import type { Position } from '../event-store/position.js';
import { ProjectionRunner } from '../projections/projection-runner.js';
import { handleCommand, type CommandContext } from '../shared/event-sourcing/command-handler.js';
import { orThrow } from '../shared/http/api-error.js';
import { conversationDecider, type ConversationCommand, type ConversationState } from './domain/conversation.decider.js';
import { CONVERSATIONS_PROJECTOR } from './read-model/conversations.projector.js';

export type Known = { state: ConversationState; version: number };

/** Runs conversation commands; `run` also waits until the read model shows them (read-your-writes). */
@Injectable()
export class ConversationCommands {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly runner: ProjectionRunner,
  ) {}

  async run(command: ConversationCommand, ctx: CommandContext): Promise<void> {
    await this.visible(await this.append(command, ctx));
  }

  /** Appends without waiting for the read model; pass the result on as `known` to chain commands. */
  async append(command: ConversationCommand, ctx: CommandContext, known?: Known): Promise<Known & { position: Position | null }> {
    const result = orThrow(
      await handleCommand(this.store, conversationStreamId(command.conversationId), conversationDecider, command, ctx, { known }),
    );
    return { state: result.state, version: result.version, position: result.position };
  }

  /** Read-your-writes: resolves once the read model shows the appended events. */
  async visible(result: { position: Position | null }): Promise<void> {
    if (result.position) await this.runner.waitFor(result.position, { projectors: [CONVERSATIONS_PROJECTOR] });
  }
}
