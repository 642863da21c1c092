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
 *
 * It decides on the state this process kept of the conversation's last 1,000 written or read
 * (`trustKept`): a message sent to a conversation reads nothing of its stream. Every conversation
 * event is appended by these commands with the stream's version, so another instance's write makes
 * the append a conflict, decided again on the stream; a refusal or no-op is checked on the stream.
 */
export function conversationCommand(
  command: ConversationCommand,
  ctx: CommandContext,
  options: Partial<Pick<ConversationRun, 'waitFor' | 'known' | 'expectedVersion' | 'then'>> = {},
): ConversationRun {
  return {
    streamId: conversationStreamId(command.conversationId),
    decider: conversationDecider,
    command,
    ctx,
    waitFor: [CONVERSATIONS_PROJECTOR],
    trustKept: true,
    ...options,
  };
}
