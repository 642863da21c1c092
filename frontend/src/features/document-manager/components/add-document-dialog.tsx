import { useTranslation } from 'react-i18next';
import { DocumentFields, type DocumentDraft } from '../../../shared/documents/document-fields';
import { useDocumentCreator } from '../../../shared/documents/use-document-creator';
import { useToast } from '../../../shared/ui/use-toast';
import { FormDialog } from './document-dialog-shell';

/** New document; `prefill` comes from an uploaded file's text. Closes and resets on success. */
export function AddDocumentDialog({ prefill, onClose }: { prefill?: Partial<DocumentDraft>; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const creator = useDocumentCreator({
    prefill,
    onCreated: () => {
      toast({ title: t('documents.created'), description: t('documents.createdText'), variant: 'success' });
      onClose();
    },
  });

  return (
    <FormDialog
      title={t('documentManager.addTitle')}
      description={t('documentManager.addDescription')}
      onClose={onClose}
      onSubmit={creator.save}
      submitLabel={t('documents.create')}
      busyLabel={t('documents.saving')}
      busy={creator.busy}
      testId="add-document-dialog"
    >
      <DocumentFields value={creator.draft} onChange={creator.setDraft} errors={creator.errors} disabled={creator.busy} />
    </FormDialog>
  );
}
