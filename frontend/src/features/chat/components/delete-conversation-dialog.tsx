import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import type { Conversation } from '@kb/contracts';
import { serverMessage } from '../../../shared/api/error-message';
import { useLocale } from '../../../shared/i18n/use-locale';
import { Button } from '../../../shared/ui/button';
import { AlertContent, AlertDescription, AlertOverlay, AlertTitle, DialogActions } from '../../../shared/ui/dialog';
import { useToast } from '../../../shared/ui/use-toast';
import { useDeleteConversationMutation } from '../api/conversations-api';

interface Props {
  conversation: Conversation;
  open: boolean;
  onClose: () => void;
}

/** First-strong isolate: a title in the other script keeps its own direction inside the sentence. */
const isolate = (text: string) => `\u2068${text}\u2069`;

/** Deletion is confirmed first (SPEC.md section 5). */
export function DeleteConversationDialog({ conversation, open, onClose }: Props) {
  const { t } = useTranslation();
  const { dir } = useLocale();
  const toast = useToast();
  const [remove, { isLoading }] = useDeleteConversationMutation();

  async function confirm() {
    try {
      await remove(conversation.id).unwrap();
      toast({ title: t('conversation.deleted'), description: t('conversation.deletedDescription'), variant: 'success' });
      onClose();
    } catch (error) {
      toast({ title: t('chat.deleteFailed'), description: serverMessage(error), variant: 'destructive' });
    }
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <AlertDialog.Portal>
        <AlertOverlay />
        <AlertContent dir={dir}>
          <AlertTitle>{t('conversation.deleteTitle')}</AlertTitle>
          <AlertDescription>{t('conversation.deleteDescription', { title: isolate(conversation.title) })}</AlertDescription>
          <DialogActions>
            <AlertDialog.Cancel asChild>
              <Button type="button" $variant="secondary">
                {t('conversation.cancel')}
              </Button>
            </AlertDialog.Cancel>
            <Button type="button" $variant="danger" disabled={isLoading} onClick={() => void confirm()}>
              {t('conversation.delete')}
            </Button>
          </DialogActions>
        </AlertContent>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
