import type { AssistantDeltaPayload } from '@kb/contracts';
import { onReconnect, onServerEvent } from '../../../shared/socket';

/**
 * What this tab has received of every reply still streaming, by conversation. Every tab of the user
 * receives every reply's deltas, but a thread listens only once it is opened: the first question's
 * own thread (opened once the server lists its new conversation) and a thread opened while its reply
 * streams would otherwise begin mid-sentence. A reply is forgotten once its final message arrives,
 * or the typing ends without one (a failure); all of them when the connection comes back, since the
 * threads are reloaded then.
 */
const streaming = new Map<string, AssistantDeltaPayload[]>();
let watching = false;

/** Starts keeping streamed replies (once per tab; the chat's API calls it before it can need them). */
export function watchStreamedReplies(): void {
  if (watching) return;
  watching = true;
  onServerEvent('assistant:delta', (payload) => {
    const deltas = streaming.get(payload.conversationId);
    if (deltas) deltas.push(payload);
    else streaming.set(payload.conversationId, [payload]);
  });
  onServerEvent('messages:created', (messages) => {
    for (const message of messages) if (message.role === 'assistant') forgetStreamedReply(message.conversationId, message.id);
  });
  onServerEvent('assistant:typing', ({ conversationId, typing }) => {
    if (!typing) streaming.delete(conversationId);
  });
  onReconnect(() => streaming.clear());
}

/**
 * The deltas received so far of the conversation's replies still streaming, in order. A thread takes
 * them in the same tick as it subscribes to `assistant:delta`, so none is applied twice.
 */
export function streamedSoFar(conversationId: string): AssistantDeltaPayload[] {
  return [...(streaming.get(conversationId) ?? [])];
}

/** Forgets a reply whose final text arrived (its message, or the answer to this tab's own question). */
export function forgetStreamedReply(conversationId: string, messageId: string): void {
  const deltas = streaming.get(conversationId)?.filter((d) => d.messageId !== messageId);
  if (deltas?.length) streaming.set(conversationId, deltas);
  else streaming.delete(conversationId);
}
