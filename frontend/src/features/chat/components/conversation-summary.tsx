import { useTranslation } from 'react-i18next';
import type { Conversation } from '@kb/contracts';
import { formatDateTime } from '../../../shared/i18n/format-date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { ActionContext } from '../../../shared/ui/action-sections';
import { ChatIcon } from '../../../shared/ui/icons';
import { useToast } from '../../../shared/ui/use-toast';
import { conversationPath } from './use-conversation-address';

/** What the open conversation is, at the top of its Quick Actions: title, how many messages, created. */
export function ConversationSummary({ conversation, messageCount }: { conversation: Conversation; messageCount: number }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <ActionContext data-testid="quick-actions-conversation">
      <ChatIcon />
      <div>
        <small>{t('quickActions.conversation')}</small>
        <strong dir="auto">{conversation.title}</strong>
        <span>
          {t('conversationActions.messages', { count: messageCount })}
          {' · '}
          {t('conversationActions.created', { date: formatDateTime(conversation.createdAt, locale) })}
        </span>
      </div>
    </ActionContext>
  );
}

/** Copies a conversation's address to the clipboard, and says so (or shows it when copying fails). */
export function useCopyConversationLink() {
  const { t } = useTranslation();
  const toast = useToast();
  return async function copyLink(id: string) {
    const link = new URL(conversationPath(id), location.origin).href;
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: t('conversationActions.linkCopied'), description: link, variant: 'success' });
    } catch {
      toast({ title: t('conversationActions.copyFailed'), description: link, variant: 'destructive' });
    }
  };
}
