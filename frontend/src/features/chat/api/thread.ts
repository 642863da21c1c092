import type { AssistantDeltaPayload, Conversation, Message } from '@kb/contracts';

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

const byActivityDesc = (a: Conversation, b: Conversation) => b.updatedAt.localeCompare(a.updatedAt);

/** Adds or replaces a conversation, keeping the list newest activity first (as the server sends it). */
export function upsertConversation(list: Conversation[], conversation: Conversation): void {
  const index = list.findIndex((c) => c.id === conversation.id);
  if (index >= 0) list.splice(index, 1);
  list.unshift(conversation);
  list.sort(byActivityDesc);
}

export function removeConversation(list: Conversation[], id: string): void {
  const index = list.findIndex((c) => c.id === id);
  if (index >= 0) list.splice(index, 1);
}
