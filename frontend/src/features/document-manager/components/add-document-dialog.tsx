import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../shared/api/error-message';
import { useCreateDocumentMutation } from '../../../shared/api/documents-api';
import { DocumentFields, EMPTY_DRAFT, isDraftComplete, type DocumentDraft } from '../../../shared/documents/document-fields';
import { Button } from '../../../shared/ui/button';
import { DialogActions } from '../../../shared/ui/dialog';
import { useToast } from '../../../shared/ui/use-toast';
import { FormDialog } from './document-dialog-shell';

/** New document; `prefill` comes from an uploaded file's text. Closes and resets on success. */
export function AddDocumentDialog({ prefill, onClose }: { prefill?: Partial<DocumentDraft>; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [draft, setDraft] = useState<DocumentDraft>({ ...EMPTY_DRAFT, ...prefill });
  const [create, { isLoading }] = useCreateDocumentMutation();

  async function submit() {
    if (!isDraftComplete(draft)) {
      toast({ title: t('documents.validationTitle'), description: t('documents.validationText'), variant: 'destructive' });
      return;
    }
    try {
      await create(draft).unwrap();
      toast({ title: t('documents.created'), description: t('documents.createdText'), variant: 'success' });
      onClose();
    } catch (error) {
      const message = serverMessage(error);
      toast({
        title: t('documents.errorTitle'),
        description: message ? `${t('documents.createFailed')}: ${message}` : t('documents.createFailed'),
        variant: 'destructive',
      });
    }
  }

  return (
    <FormDialog title={t('documentManager.addTitle')} description={t('documentManager.addDescription')} onClose={onClose} onSubmit={() => void submit()} testId="add-document-dialog">
      <DocumentFields value={draft} onChange={setDraft} disabled={isLoading} />
      <DialogActions>
        <Dialog.Close asChild>
          <Button type="button" $variant="secondary">
            {t('documents.cancel')}
          </Button>
        </Dialog.Close>
        <Button type="submit" disabled={isLoading}>
          {isLoading ? t('documents.saving') : t('documents.create')}
        </Button>
      </DialogActions>
    </FormDialog>
  );
}
