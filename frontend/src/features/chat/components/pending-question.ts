import type { Message, MessageAttachment } from '@kb/contracts';

/** A question sent and not yet answered: shown at once, before the server has it. */
export interface Pending {
  /** The question's id, named here (SPEC: client-generated UUID): the server stores it under it. */
  id: string;
  content: string;
  /** The conversation asked in: the active one, or the one this first question starts. */
  conversationId: string;
  startsConversation: boolean;
  sentAt: string;
  attachment?: MessageAttachment;
}

/** Whether the question on its way belongs on screen: asked in the active conversation, or starting one. */
export function pendingShown(pending: Pending | null, activeId: string | null): boolean {
  return pending !== null && (pending.conversationId === activeId || (pending.startsConversation && activeId === null));
}

/** The stored messages, then the question on its way (if given) until the server's copy (same id) is in. */
export function withPending(stored: Message[], pending: Pending | null): Message[] {
  if (!pending || stored.some((m) => m.id === pending.id)) return stored;
  return [
    ...stored,
    {
      id: pending.id,
      conversationId: pending.conversationId,
      role: 'user',
      content: pending.content,
      createdAt: pending.sentAt,
      sourceDocs: [],
      ...(pending.attachment ? { attachment: pending.attachment } : {}),
    },
  ];
}
