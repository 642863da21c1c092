import { useState, type FormEvent, type RefObject } from 'react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { MAX_TITLE_LENGTH, type Conversation } from '@kb/contracts';
import { serverMessage } from '../../../shared/api/error-message';
import { useLocale } from '../../../shared/i18n/use-locale';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/text-field';
import { DialogActions, DialogContent, DialogOverlay, DialogTitle } from '../../../shared/ui/dialog';
import { useToast } from '../../../shared/ui/use-toast';
import { useRenameConversationMutation } from '../api/conversations-api';

interface Props {
  conversation: Conversation;
  open: boolean;
  onClose: () => void;
  /** Where the focus goes back to when it closes (a button that opened it from state, not a radix Trigger). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

export function RenameConversationDialog({ conversation, open, onClose, returnFocusTo }: Props) {
  const { t } = useTranslation();
  const { dir } = useLocale();
  const toast = useToast();
  const [title, setTitle] = useState(conversation.title);
  const [rename, { isLoading }] = useRenameConversationMutation();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const next = title.trim();
    if (!next || next === conversation.title) return onClose();
    try {
      await rename({ id: conversation.id, title: next }).unwrap();
      onClose();
    } catch (error) {
      toast({ title: t('chat.renameFailed'), description: serverMessage(error), variant: 'destructive' });
    }
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        onClose();
      }}
    >
      <Dialog.Portal>
        <DialogOverlay />
        <DialogContent
          dir={dir}
          aria-describedby={undefined}
          onOpenAutoFocus={() => setTitle(conversation.title)}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo?.current;
            if (!target?.isConnected) return;
            event.preventDefault();
            target.focus();
          }}
        >
          <DialogTitle>{t('conversation.renameTitle')}</DialogTitle>
          <form onSubmit={onSubmit} style={{ display: 'grid', gap: 16 }}>
            <TextField
              label={t('conversation.titleLabel')}
              dir="auto"
              value={title}
              maxLength={MAX_TITLE_LENGTH}
              onChange={(e) => setTitle(e.target.value)}
              disabled={isLoading}
            />
            <DialogActions>
              <Dialog.Close asChild>
                <Button type="button" $variant="secondary">
                  {t('conversation.cancel')}
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={isLoading || !title.trim()}>
                {t('conversation.save')}
              </Button>
            </DialogActions>
          </form>
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
