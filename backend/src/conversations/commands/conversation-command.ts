import { conversationStreamId, type ConversationEvent } from '@kb/contracts';
import type { CommandContext } from '../../shared/event-sourcing/command-handler.js';
import type { RunCommand } from '../../shared/event-sourcing/command-runner.js';
import { conversationDecider, type ConversationCommand, type ConversationState } from '../domain/conversation.decider.js';
import { CONVERSATIONS_PROJECTOR } from '../read-model/conversations.projector.js';

export type ConversationRun = RunCommand<ConversationState, ConversationCommand, ConversationEvent>;

/**
 * A command on one conversation's stream for the `CommandRunner`. By default it returns once the
 * conversations read model shows the effect; `waitFor: []` appends only (the chat chains the question
 * and the reply, passing what it knows on as `known`).
 */
export function conversationCommand(
  command: ConversationCommand,
  ctx: CommandContext,
  options: Partial<Pick<ConversationRun, 'waitFor' | 'known'>> = {},
): ConversationRun {
  return {
    streamId: conversationStreamId(command.conversationId),
    decider: conversationDecider,
    command,
    ctx,
    waitFor: [CONVERSATIONS_PROJECTOR],
    ...options,
  };
}
