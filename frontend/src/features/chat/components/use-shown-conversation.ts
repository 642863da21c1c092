import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { skipToken } from '@reduxjs/toolkit/query';
import type { Conversation } from '@kb/contracts';
import { useGetConversationQuery } from '../api/conversations-api';
import { selectCreatingIds } from '../chat-ui-slice';

/**
 * The active conversation as the server has it, and whether it is not available; tells
 * `onConversationShown` (other features) which conversation is on screen, null once none is.
 */
export function useShownConversation(activeId: string | null, onConversationShown?: (conversation: Conversation | null) => void) {
  const creatingIds = useSelector(selectCreatingIds);
  const known = activeId && !creatingIds.includes(activeId) ? activeId : null;
  // Asked of the server whatever the list holds: a 404 (someone else's, deleted) is "not available".
  const conversation = useGetConversationQuery(known ?? skipToken);
  const unavailable =
    known !== null && conversation.error !== undefined && 'status' in conversation.error && conversation.error.status === 404;

  const shown = unavailable ? null : (conversation.data ?? null);
  useEffect(() => {
    onConversationShown?.(shown);
  }, [shown, onConversationShown]);
  useEffect(() => () => onConversationShown?.(null), [onConversationShown]);

  return { unavailable };
}
