import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { skipToken } from '@reduxjs/toolkit/query';
import type { MessageAttachment } from '@kb/contracts';
import { useAppDispatch } from '../../../shared/store-hooks';
import { useToast } from '../../../shared/ui/use-toast';
import { useConversations } from '../api/conversations-api';
import { useGetThreadQuery, useSendMessageMutation } from '../api/messages-api';
import { conversationActivated, draftChanged, selectActiveConversationId, selectCreatingIds, selectDraft } from '../chat-ui-slice';
import { pendingCreate } from './use-new-conversation';
import { canSend } from './input-rules';
import { pendingShown, withPending, type Pending } from './pending-question';
import { MIN_TYPING_VISIBLE_MS, useMinimumVisible } from './use-minimum-visible';

/** State and actions of the chat screen: active thread, draft, sending and the SPEC.md send rules. */
export function useChat() {
  const { t } = useTranslation();
  const toast = useToast();
  const dispatch = useAppDispatch();
  const activeId = useSelector(selectActiveConversationId);
  const draft = useSelector(selectDraft);
  // Loading the list is what makes the first conversation active (conversationsLoaded).
  const { conversations, isLoading: listLoading } = useConversations();
  // A conversation whose create is still on its way has no messages yet: nothing to load.
  const creatingIds = useSelector(selectCreatingIds);
  const creatingActive = activeId !== null && creatingIds.includes(activeId);
  const { data: thread, isLoading: threadLoading } = useGetThreadQuery(activeId && !creatingActive ? activeId : skipToken);
  const [sendMessage, { isLoading: sending }] = useSendMessageMutation();
  const [pending, setPending] = useState<Pending | null>(null);

  const stored = activeId && thread && !creatingActive ? thread.messages : [];
  // The question stays visible while its answer is awaited, until the server's copy (same id) is in.
  const shown = pendingShown(pending, activeId);
  const messages = withPending(stored, shown ? pending : null);
  // A first question starts the conversation it names. Following it as soon as it is in the list
  // (conversation:created) lets its reply stream in; the send answer activates it either way.
  const startedListed = Boolean(pending?.startsConversation && conversations.some((c) => c.id === pending.conversationId));
  useEffect(() => {
    if (pending?.startsConversation && startedListed && activeId === null) dispatch(conversationActivated(pending.conversationId));
  }, [pending, startedListed, activeId, dispatch]);

  const streamingIds = thread?.streamingIds ?? [];
  // Held for a perceptible moment: on another tab the reply may follow assistant:typing at once.
  const busy = useMinimumVisible(sending || Boolean(thread?.typing), MIN_TYPING_VISIBLE_MS, activeId);
  const thinking = busy && streamingIds.length === 0;

  /** Sends the question, with a read attachment when given (it is answered from that file). */
  async function send(text: string, attachment?: MessageAttachment): Promise<boolean> {
    if (!canSend(text, sending || pending !== null)) return false;
    const content = text.trim();
    dispatch(draftChanged(''));
    const id = crypto.randomUUID();
    const conversationId = activeId ?? crypto.randomUUID();
    setPending({
      id,
      content,
      conversationId,
      startsConversation: activeId === null,
      sentAt: new Date().toISOString(),
      ...(attachment ? { attachment } : {}),
    });
    try {
      // Sent straight after "New conversation": the question waits for that conversation to exist.
      const created = activeId ? pendingCreate(activeId) : undefined;
      if (created && !(await created)) throw new Error('conversation not created');
      const target = activeId ? { conversationId: activeId } : { newConversationId: conversationId };
      const result = await sendMessage({ id, content, ...target, ...(attachment ? { attachmentFileId: attachment.fileId } : {}) }).unwrap();
      if (result.error) toast({ title: t('chat.warningTitle'), description: t('chat.aiIssue'), variant: 'warning' });
      return true;
    } catch {
      // SPEC.md section 4: the typed text comes back so nothing is lost.
      dispatch(draftChanged(text));
      toast({ title: t('chat.errorTitle'), description: t('chat.sendFailed'), variant: 'destructive' });
      return false;
    } finally {
      setPending(null);
    }
  }

  return {
    activeId,
    draft,
    setDraft: (value: string) => dispatch(draftChanged(value)),
    messages,
    /** The question on its way (shown before the server has it). */
    pendingId: pending && shown ? pending.id : null,
    streamingIds,
    thinking,
    sending: sending || pending !== null,
    loading: listLoading || (Boolean(activeId) && threadLoading),
    send,
  };
}
