import type { AssistantDeltaPayload, Message } from '@kb/contracts';

/**
 * Client view of one conversation's messages. `streamingIds` are assistant replies still being
 * written by `assistant:delta`; a message the server sends in full (GET, POST, message:created)
 * is final and takes their place.
 */
export interface ConversationThread {
  messages: Message[];
  typing: boolean;
  streamingIds: string[];
}

export function threadFromMessages(messages: Message[]): ConversationThread {
  return { messages, typing: false, streamingIds: [] };
}

/** Adds or replaces a final message. Safe to apply twice (POST answer and socket event). */
export function upsertMessage(thread: ConversationThread, message: Message): void {
  const index = thread.messages.findIndex((m) => m.id === message.id);
  if (index >= 0) thread.messages[index] = message;
  else thread.messages.push(message);
  thread.streamingIds = thread.streamingIds.filter((id) => id !== message.id);
  if (message.role === 'assistant') thread.typing = false;
}

/** Appends streamed text; a delta for an unknown id starts a new assistant message. */
export function appendDelta(thread: ConversationThread, payload: AssistantDeltaPayload, now: string): void {
  const existing = thread.messages.find((m) => m.id === payload.messageId);
  if (!existing) {
    thread.messages.push({
      id: payload.messageId,
      conversationId: payload.conversationId,
      role: 'assistant',
      content: payload.delta,
      createdAt: now,
      sourceDocs: [],
    });
    thread.streamingIds.push(payload.messageId);
    return;
  }
  // Deltas that arrive after the final message would duplicate its text.
  if (thread.streamingIds.includes(payload.messageId)) existing.content += payload.delta;
}

export function setMessageFeedback(thread: ConversationThread, messageId: string, helpful: boolean | null): void {
  const message = thread.messages.find((m) => m.id === messageId);
  if (message) message.helpful = helpful;
}
