import type { InfiniteData } from '@reduxjs/toolkit/query';
import type { Conversation } from '@kb/contracts';

/**
 * The sidebar list as RTK Query's infinite cache holds it: pages of `GET /api/conversations` in
 * newest-activity order, each with the cursor of the next (from the X-Next-Cursor header; null on
 * the last page). Live events patch the pages in place, so the order holds across them.
 */
export interface ConversationPage {
  conversations: Conversation[];
  nextCursor: string | null;
}

export type ConversationPages = InfiniteData<ConversationPage, string | null>;

const byActivityDesc = (a: Conversation, b: Conversation) => b.updatedAt.localeCompare(a.updatedAt);

/** Every loaded conversation once, in page order (a conversation that moved between two page loads is kept where first seen). */
export function allConversations(pages: readonly ConversationPage[]): Conversation[] {
  const seen = new Set<string>();
  const list: Conversation[] = [];
  for (const page of pages) {
    for (const conversation of page.conversations) {
      if (seen.has(conversation.id)) continue;
      seen.add(conversation.id);
      list.push(conversation);
    }
  }
  return list;
}

export function removeConversation(data: ConversationPages, id: string): void {
  for (const page of data.pages) {
    const index = page.conversations.findIndex((c) => c.id === id);
    if (index >= 0) page.conversations.splice(index, 1);
  }
}

/**
 * Adds or replaces a conversation at its place in newest-activity order: in the first loaded page
 * holding an older one, or at the end when the whole list is loaded. One that sorts after every
 * loaded conversation while more pages remain is left for its page to bring.
 */
export function upsertConversation(data: ConversationPages, conversation: Conversation): void {
  removeConversation(data, conversation.id);
  const target =
    data.pages.find((page) => page.conversations.some((c) => byActivityDesc(conversation, c) <= 0)) ??
    (data.pages.at(-1)?.nextCursor === null ? data.pages.at(-1) : undefined);
  if (!target) return;
  target.conversations.push(conversation);
  target.conversations.sort(byActivityDesc);
}

export function conversationIds(data: ConversationPages): string[] {
  return allConversations(data.pages).map((c) => c.id);
}
