import { useTranslation } from 'react-i18next';
import type { KnowledgeDocument } from '@kb/contracts';
import { ConflictNotice } from '../../../shared/documents/conflict-notice';
import { DocumentFields } from '../../../shared/documents/document-fields';
import { useDocumentEditor } from '../../../shared/documents/use-document-editor';
import { useToast } from '../../../shared/ui/use-toast';
import { FormDialog } from './document-dialog-shell';

/** Edits the version it opened with (PATCH + If-Match); a 409 keeps the text and offers reload or overwrite. */
export function EditDocumentDialog({
  doc,
  userId,
  onClose,
  opener,
}: {
  doc: KnowledgeDocument;
  userId?: string;
  onClose: () => void;
  opener?: HTMLElement | null;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const editor = useDocumentEditor({
    doc,
    method: 'PATCH',
    onSaved: () => {
      toast({ title: t('documents.updated'), description: t('documents.updatedText'), variant: 'success' });
      onClose();
    },
  });

  return (
    <FormDialog
      title={t('documentManager.editTitle')}
      description={t('documentManager.editDescription')}
      onClose={onClose}
      onSubmit={editor.save}
      submitLabel={t('documents.save')}
      busyLabel={t('documents.saving')}
      busy={editor.busy}
      blocked={Boolean(editor.conflict)}
      testId="edit-document-dialog"
      opener={opener}
    >
      {editor.conflict && (
        <ConflictNotice
          latest={editor.conflict}
          currentUserId={userId}
          busy={editor.busy}
          onReload={editor.reload}
          onOverwrite={editor.overwrite}
        />
      )}
      <DocumentFields value={editor.draft} onChange={editor.setDraft} errors={editor.errors} disabled={editor.busy} />
    </FormDialog>
  );
}
