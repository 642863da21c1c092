import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { skipToken } from '@reduxjs/toolkit/query';
import type { Message } from '@kb/contracts';
import { useAppDispatch } from '../../../shared/store-hooks';
import { useToast } from '../../../shared/ui/use-toast';
import { useListConversationsQuery } from '../api/conversations-api';
import { useGetThreadQuery, useSendMessageMutation } from '../api/messages-api';
import { conversationActivated, draftChanged, selectActiveConversationId, selectDraft } from '../chat-ui-slice';
import { canSend } from './input-rules';

interface Pending {
  content: string;
  conversationId: string | null;
  sentAt: string;
  /** Ids already shown when sending: a new user message with the same text is the echo of this one. */
  knownIds: string[];
  /** Conversations that existed when sending without an active one (see the effect below). */
  knownConversationIds: string[];
}

/** State and actions of the chat screen: active thread, draft, sending and the SPEC.md send rules. */
export function useChat() {
  const { t } = useTranslation();
  const toast = useToast();
  const dispatch = useAppDispatch();
  const activeId = useSelector(selectActiveConversationId);
  const draft = useSelector(selectDraft);
  // Loading the list is what makes the first conversation active (conversationsLoaded).
  const { data: conversations, isLoading: listLoading } = useListConversationsQuery();
  const { data: thread, isLoading: threadLoading } = useGetThreadQuery(activeId ?? skipToken);
  const [sendMessage, { isLoading: sending }] = useSendMessageMutation();
  const [pending, setPending] = useState<Pending | null>(null);

  const stored = activeId && thread ? thread.messages : [];
  const echoed =
    pending !== null &&
    stored.some((m) => m.role === 'user' && m.content === pending.content && !pending.knownIds.includes(m.id));
  // The question stays visible while its answer is awaited, even before the server echoes it.
  const messages: Message[] =
    pending && !echoed && pending.conversationId === activeId
      ? [
          ...stored,
          {
            id: 'pending-question',
            conversationId: activeId ?? '',
            role: 'user',
            content: pending.content,
            createdAt: pending.sentAt,
            sourceDocs: [],
          },
        ]
      : stored;
  // A first question starts a conversation on the server. Following it as soon as it appears in the
  // list (conversation:created) lets its reply stream in; the send answer confirms it either way.
  useEffect(() => {
    if (!pending || pending.conversationId !== null || activeId !== null || !conversations) return;
    const started = conversations.find((c) => !pending.knownConversationIds.includes(c.id));
    if (!started) return;
    dispatch(conversationActivated(started.id));
    setPending({ ...pending, conversationId: started.id });
  }, [pending, activeId, conversations, dispatch]);

  const streamingIds = thread?.streamingIds ?? [];
  const thinking = (sending || Boolean(thread?.typing)) && streamingIds.length === 0;

  async function send(text: string) {
    if (!canSend(text, sending)) return;
    const content = text.trim();
    dispatch(draftChanged(''));
    setPending({
      content,
      conversationId: activeId,
      sentAt: new Date().toISOString(),
      knownIds: stored.map((m) => m.id),
      knownConversationIds: (conversations ?? []).map((c) => c.id),
    });
    try {
      const result = await sendMessage({ content, ...(activeId ? { conversationId: activeId } : {}) }).unwrap();
      if (result.error) toast({ title: t('chat.warningTitle'), description: t('chat.aiIssue'), variant: 'warning' });
    } catch {
      // SPEC.md section 4: the typed text comes back so nothing is lost.
      dispatch(draftChanged(text));
      toast({ title: t('chat.errorTitle'), description: t('chat.sendFailed'), variant: 'destructive' });
    } finally {
      setPending(null);
    }
  }

  return {
    activeId,
    draft,
    setDraft: (value: string) => dispatch(draftChanged(value)),
    messages,
    streamingIds,
    thinking,
    sending,
    loading: listLoading || (Boolean(activeId) && threadLoading),
    send,
  };
}
