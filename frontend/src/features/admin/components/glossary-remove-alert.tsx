import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import type { GlossaryEntry } from '@kb/contracts';
import { serverMessage } from '../../../shared/api/error-message';
import { useLocale } from '../../../shared/i18n/use-locale';
import { Button } from '../../../shared/ui/button';
import { AlertContent, AlertDescription, AlertOverlay, AlertTitle, DialogActions } from '../../../shared/ui/dialog';
import { useReturnFocus } from '../../../shared/ui/use-return-focus';
import { useToast } from '../../../shared/ui/use-toast';
import { useRemoveGlossaryEntryMutation } from '../api/glossary-api';
import { TermChips } from './glossary-term-chips';

/** "Remove this group?": Cancel, or Remove (a failure, e.g. someone changed it meanwhile, toasts). */
export function RemoveAlert({ entry, onClose }: { entry: GlossaryEntry; onClose: () => void }) {
  const { t } = useTranslation();
  const { dir } = useLocale();
  const toast = useToast();
  const returnFocus = useReturnFocus();
  const [remove, { isLoading }] = useRemoveGlossaryEntryMutation();

  async function confirm() {
    try {
      await remove({ id: entry.id, version: entry.version }).unwrap();
      toast({ title: t('admin.glossary.removed'), description: t('admin.glossary.removedText'), variant: 'success' });
      onClose();
    } catch (error) {
      toast({ title: t('admin.glossary.failed'), description: serverMessage(error) ?? '', variant: 'destructive' });
    }
  }

  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        <AlertOverlay />
        <AlertContent dir={dir} onCloseAutoFocus={returnFocus} data-testid="glossary-remove-dialog">
          <AlertTitle>{t('admin.glossary.confirmTitle')}</AlertTitle>
          <TermChips terms={entry.terms} label={t('admin.glossary.termsOf')} />
          <AlertDescription>{t('admin.glossary.confirmText')}</AlertDescription>
          <DialogActions>
            <AlertDialog.Cancel asChild>
              <Button type="button" $variant="secondary">
                {t('admin.glossary.cancel')}
              </Button>
            </AlertDialog.Cancel>
            <Button type="button" $variant="danger" disabled={isLoading} onClick={() => void confirm()}>
              {t('admin.glossary.remove')}
            </Button>
          </DialogActions>
        </AlertContent>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
