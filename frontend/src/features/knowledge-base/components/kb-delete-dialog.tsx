import type { KnowledgeDocument } from '@kb/contracts';
import { DeleteDocumentAlert } from '../../../shared/documents/delete-document-alert';
import { useScreenT } from '../../../shared/documents/document-labels';
import { AlertDescription, AlertTitle } from '../../../shared/ui/dialog';
import { useToast } from '../../../shared/ui/use-toast';

/** The Arabic delete confirmation (SPEC.md section 5). */
export function KbDeleteDialog({ doc, onClose }: { doc: KnowledgeDocument; onClose: () => void }) {
  const { t } = useScreenT('ar');
  const toast = useToast();
  return (
    <DeleteDocumentAlert
      doc={doc}
      onClose={onClose}
      language="ar"
      failure="plain"
      onDeleted={() => {
        toast({ title: t('knowledgeBase.deleted'), variant: 'success' });
        onClose();
      }}
    >
      <AlertTitle>{t('knowledgeBase.deleteTitle')}</AlertTitle>
      <AlertDescription dir="auto">{t('knowledgeBase.deleteText', { title: doc.title })}</AlertDescription>
    </DeleteDocumentAlert>
  );
}
