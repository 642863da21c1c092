import { useTranslation } from 'react-i18next';
import type { KnowledgeDocument } from '@kb/contracts';
import { DeleteDocumentAlert } from '../../../shared/documents/delete-document-alert';
import { AlertDescription, AlertTitle } from '../../../shared/ui/dialog';
import { useToast } from '../../../shared/ui/use-toast';

/** SPEC.md: "Are you sure?" / "This will permanently delete the document. This action cannot be undone." */
export function DeleteDocumentDialog({
  doc,
  onClose,
  opener,
}: {
  doc: KnowledgeDocument;
  onClose: () => void;
  opener?: HTMLElement | null;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  return (
    <DeleteDocumentAlert
      doc={doc}
      onClose={onClose}
      opener={opener}
      onDeleted={() => {
        toast({ title: t('documents.deleted'), description: t('documents.deletedText'), variant: 'success' });
        onClose();
      }}
    >
      <AlertTitle>{t('documents.deleteTitle')}</AlertTitle>
      <AlertDescription>{t('documents.deleteText')}</AlertDescription>
      <p dir="auto">
        <strong>{doc.title}</strong>
      </p>
    </DeleteDocumentAlert>
  );
}
