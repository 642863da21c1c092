import { AlertDialog } from 'radix-ui';
import type { KnowledgeDocument } from '@kb/contracts';
import { serverMessage } from '../../../shared/api/error-message';
import { useDeleteDocumentMutation } from '../../../shared/api/documents-api';
import { useScreenT } from '../../../shared/documents/document-labels';
import { Button } from '../../../shared/ui/button';
import { AlertContent, AlertDescription, AlertOverlay, AlertTitle, DialogActions } from '../../../shared/ui/dialog';
import { useToast } from '../../../shared/ui/use-toast';
import { useReturnFocus } from '../../../shared/ui/use-return-focus';

/** The Arabic delete confirmation (SPEC.md section 5). */
export function KbDeleteDialog({ doc, onClose }: { doc: KnowledgeDocument; onClose: () => void }) {
  const { t } = useScreenT('ar');
  const toast = useToast();
  const [remove, { isLoading }] = useDeleteDocumentMutation();
  const returnFocus = useReturnFocus();

  async function confirm() {
    try {
      await remove(doc.id).unwrap();
      toast({ title: t('knowledgeBase.deleted'), variant: 'success' });
      onClose();
    } catch (error) {
      toast({ title: t('documents.errorTitle'), description: serverMessage(error) ?? t('documents.deleteFailed'), variant: 'destructive' });
    }
  }

  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        <AlertOverlay />
        <AlertContent dir="rtl" lang="ar" onCloseAutoFocus={returnFocus}>
          <AlertTitle>{t('knowledgeBase.deleteTitle')}</AlertTitle>
          <AlertDescription dir="auto">{t('knowledgeBase.deleteText', { title: doc.title })}</AlertDescription>
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
