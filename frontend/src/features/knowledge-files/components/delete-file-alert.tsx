import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/i18n/use-locale';
import { Button } from '../../../shared/ui/button';
import { AlertContent, AlertDescription, AlertOverlay, AlertTitle, DialogActions } from '../../../shared/ui/dialog';

/** Deletion asks first, in the user's language (SPEC.md section 5). */
export function DeleteFileAlert({ name, open, onOpenChange, onConfirm }: { name: string; open: boolean; onOpenChange: (open: boolean) => void; onConfirm: () => void }) {
  const { t } = useTranslation();
  const { dir, language } = useLocale();
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertOverlay />
        <AlertContent dir={dir} lang={language} onClick={(e) => e.stopPropagation()}>
          <AlertTitle>{t('knowledgeFiles.confirmTitle')}</AlertTitle>
          <AlertDescription>{t('knowledgeFiles.confirmText', { name })}</AlertDescription>
          <DialogActions>
            <AlertDialog.Cancel asChild>
              <Button type="button" $variant="secondary">{t('knowledgeFiles.cancel')}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button type="button" $variant="danger" onClick={onConfirm}>{t('knowledgeFiles.delete')}</Button>
            </AlertDialog.Action>
          </DialogActions>
        </AlertContent>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
