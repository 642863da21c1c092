import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Conversation, Message } from '@kb/contracts';
import { serverMessage } from '../../../shared/api/error-message';
import { useSaveItemMutation, useSavedByMessage } from '../../../shared/api/saved-api';
import { formatDateTime } from '../../../shared/i18n/format-date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { ActionGroup } from '../../../shared/ui/action-sections';
import { BookmarkIcon, DownloadIcon, EditIcon, LinkIcon, TrashIcon } from '../../../shared/ui/icons';
import { useToast } from '../../../shared/ui/use-toast';
import { useGetConversationQuery } from '../api/conversations-api';
import { useGetThreadQuery } from '../api/messages-api';
import { conversationAsText, exportFileName } from '../conversation-export';
import { DeleteConversationDialog } from './delete-conversation-dialog';
import { RenameConversationDialog } from './rename-conversation-dialog';
import { ConversationSummary, useCopyConversationLink } from './conversation-summary';

/** Saves text as a file the browser downloads (no server round trip: the thread is here already). */
function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Exports a conversation as text in the reader's language, dated in their locale. */
function useExportConversation() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (conversation: Conversation, messages: readonly Message[]) => {
    const labels = {
      you: t('chat.you'),
      assistant: t('chat.assistant'),
      source: t('chat.source'),
      exported: t('conversationActions.exportedOn'),
      date: (iso: string) => formatDateTime(iso, locale),
    };
    download(exportFileName(conversation.title), conversationAsText(conversation, messages, labels, new Date().toISOString()));
  };
}

/**
 * Quick Actions with a conversation open (issue 48): what it is (title, messages, created) and
 * what can be done with it: rename, delete, copy its link, save its last answer, export it as text.
 */
export function ConversationQuickActions({ id }: { id: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const exportConversation = useExportConversation();
  const { data: conversation } = useGetConversationQuery(id);
  const { data: thread } = useGetThreadQuery(id);
  const messages = thread?.messages ?? [];
  const lastAnswer = [...messages].reverse().find((m) => m.role === 'assistant' && !thread?.streamingIds.includes(m.id));
  const lastSaved = useSavedByMessage().has(lastAnswer?.id ?? '');
  const [save, saving] = useSaveItemMutation();
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const copyLink = useCopyConversationLink();
  if (!conversation) return null;

  async function saveLast() {
    if (!lastAnswer) return;
    try {
      await save(lastAnswer.id).unwrap();
      toast({ title: t('conversationActions.answerSaved'), variant: 'success' });
    } catch (error) {
      toast({ title: t('saveAction.failed'), description: serverMessage(error), variant: 'destructive' });
    }
  }

  const exportText = () => exportConversation(conversation, messages);

  return (
    <>
      <ConversationSummary conversation={conversation} messageCount={messages.length} />
      <ActionGroup aria-labelledby="quick-actions-conversation-actions" data-testid="conversation-actions">
        <h3 id="quick-actions-conversation-actions">{t('conversationActions.title')}</h3>
        <ul>
          <li>
            <button type="button" ref={renameButton} onClick={() => setDialog('rename')}>
              <EditIcon size={18} />
              <span>{t('conversation.rename')}</span>
            </button>
          </li>
          <li>
            <button type="button" onClick={() => void copyLink(id)}>
              <LinkIcon size={18} />
              <span>{t('conversationActions.copyLink')}</span>
            </button>
          </li>
          <li>
            <button type="button" onClick={() => void saveLast()} disabled={!lastAnswer || lastSaved || saving.isLoading}>
              <BookmarkIcon size={18} fill={lastSaved ? 'currentColor' : 'none'} />
              <span>{lastSaved ? t('conversationActions.lastAnswerSaved') : t('conversationActions.saveLastAnswer')}</span>
            </button>
          </li>
          <li>
            <button type="button" onClick={exportText} disabled={messages.length === 0}>
              <DownloadIcon size={18} />
              <span>{t('conversationActions.export')}</span>
            </button>
          </li>
          <li>
            <button type="button" className="danger" onClick={() => setDialog('delete')}>
              <TrashIcon size={18} />
              <span>{t('conversation.delete')}</span>
            </button>
          </li>
        </ul>
      </ActionGroup>
      <RenameConversationDialog
        conversation={conversation}
        open={dialog === 'rename'}
        onClose={() => setDialog(null)}
        returnFocusTo={renameButton}
      />
      {/* Once deleted, the chat moves on to another conversation, and this context follows it. */}
      <DeleteConversationDialog conversation={conversation} open={dialog === 'delete'} onClose={() => setDialog(null)} />
    </>
  );
}
