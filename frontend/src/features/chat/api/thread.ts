import type { AssistantDeltaPayload, Message } from '@kb/contracts';

/**
 * Client view of one conversation's messages. `streamingIds` are assistant replies still being
 * written by `assistant:delta`; a message the server sends in full (GET, POST, messages:created)
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

/**
 * Adds or replaces a final message. Safe to apply twice (POST answer and socket event). A message
 * delivered again keeps the rating already known: its creation (the POST answer, `messages:created`)
 * carries none, and its push can reach a tab after the user rated it.
 */
export function upsertMessage(thread: ConversationThread, message: Message): void {
  const index = thread.messages.findIndex((m) => m.id === message.id);
  if (index >= 0) thread.messages[index] = { ...message, helpful: message.helpful ?? thread.messages[index].helpful };
  else thread.messages.push(message);
  thread.streamingIds = thread.streamingIds.filter((id) => id !== message.id);
  if (message.role === 'assistant') thread.typing = false;
}

/**
 * Appends streamed text; a delta for an unknown id starts a new assistant message, from its first
 * word only: a tab that joined mid-reply (its first delta has an offset) shows the assistant typing
 * until the final message, not the reply's tail. A delta already applied is not applied twice.
 */
export function appendDelta(thread: ConversationThread, payload: AssistantDeltaPayload, now: string): void {
  const existing = thread.messages.find((m) => m.id === payload.messageId);
  if (!existing && payload.offset > 0) {
    thread.typing = true;
    return;
  }
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
  if (thread.streamingIds.includes(payload.messageId) && existing.content.length === payload.offset) existing.content += payload.delta;
}

export function setMessageFeedback(thread: ConversationThread, messageId: string, helpful: boolean | null): void {
  const message = thread.messages.find((m) => m.id === messageId);
  if (message) message.helpful = helpful;
}

/**
 * A loaded thread (GET) taking the place of the cached one. A load can be slower than the POST
 * answer or a socket event that reached the cache while it was on its way (it may have been read
 * before the reply was stored): what the cache holds and the load lacks is kept, not lost until
 * the next reload. The server's copy wins for the messages both have.
 */
export function mergeLoadedThread(current: ConversationThread, loaded: ConversationThread): ConversationThread {
  const ids = new Set(loaded.messages.map((m) => m.id));
  const kept = current.messages.filter((m) => !ids.has(m.id));
  // Typing (a reply on its way) holds until a loaded reply is the last word.
  const typing = current.typing && loaded.messages.at(-1)?.role !== 'assistant';
  if (!kept.length) return { ...loaded, typing };
  const messages = [...loaded.messages, ...kept].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const streamingIds = current.streamingIds.filter((id) => kept.some((m) => m.id === id));
  return { messages, typing, streamingIds };
}
