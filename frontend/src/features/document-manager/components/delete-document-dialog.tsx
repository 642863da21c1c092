import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import type { KnowledgeDocument } from '@kb/contracts';
import { serverMessage } from '../../../shared/api/error-message';
import { useDeleteDocumentMutation } from '../../../shared/api/documents-api';
import { AlertContent, AlertDescription, AlertOverlay, AlertTitle, DialogActions } from '../../../shared/ui/dialog';
import { Button } from '../../../shared/ui/button';
import { useLocale } from '../../../shared/i18n/use-locale';
import { useToast } from '../../../shared/ui/use-toast';
import { useReturnFocus } from '../../../shared/ui/use-return-focus';

/** SPEC.md: "Are you sure?" / "This will permanently delete the document. This action cannot be undone." */
export function DeleteDocumentDialog({ doc, onClose, opener }: { doc: KnowledgeDocument; onClose: () => void; opener?: HTMLElement | null }) {
  const returnFocus = useReturnFocus(opener);
  const { t } = useTranslation();
  const { dir } = useLocale();
  const toast = useToast();
  const [remove, { isLoading }] = useDeleteDocumentMutation();

  async function confirm() {
    try {
      await remove(doc.id).unwrap();
      toast({ title: t('documents.deleted'), description: t('documents.deletedText'), variant: 'success' });
      onClose();
    } catch (error) {
      const message = serverMessage(error);
      toast({
        title: t('documents.errorTitle'),
        description: message ? `${t('documents.deleteFailed')}: ${message}` : t('documents.deleteFailed'),
        variant: 'destructive',
      });
    }
  }

  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        <AlertOverlay />
        <AlertContent dir={dir} onCloseAutoFocus={returnFocus}>
          <AlertTitle>{t('documents.deleteTitle')}</AlertTitle>
          <AlertDescription>{t('documents.deleteText')}</AlertDescription>
          <p dir="auto">
            <strong>{doc.title}</strong>
          </p>
          <DialogActions>
            <AlertDialog.Cancel asChild>
              <Button type="button" $variant="secondary">
                {t('documents.cancel')}
              </Button>
            </AlertDialog.Cancel>
            <Button type="button" $variant="danger" disabled={isLoading} onClick={() => void confirm()}>
              {t('documents.delete')}
            </Button>
          </DialogActions>
        </AlertContent>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
