import type { KnowledgeDocument } from '@kb/contracts';
import { ConflictNotice } from '../../../shared/documents/conflict-notice';
import { DocumentFields } from '../../../shared/documents/document-fields';
import { useScreenT } from '../../../shared/documents/document-labels';
import { useDocumentEditor } from '../../../shared/documents/use-document-editor';
import { useToast } from '../../../shared/ui/use-toast';
import { KbForm } from './kb-form';

/** Inline edit form (Arabic), PUT with the loaded version; closes on success. */
export function KbEditForm({ doc, userId, onDone }: { doc: KnowledgeDocument; userId?: string; onDone: () => void }) {
  const { t } = useScreenT('ar');
  const toast = useToast();
  const editor = useDocumentEditor({
    doc,
    method: 'PUT',
    language: 'ar',
    onSaved: () => {
      toast({ title: t('knowledgeBase.updated'), variant: 'success' });
      onDone();
    },
  });

  return (
    <KbForm
      titleId="kb-edit-title"
      title={t('knowledgeBase.editFormTitle')}
      testId="kb-edit-form"
      onSubmit={() => void editor.save()}
      onCancel={onDone}
      submitLabel={t('documents.save')}
      busy={editor.busy}
      blocked={Boolean(editor.conflict)}
    >
      {editor.conflict && (
        <ConflictNotice
          latest={editor.conflict}
          currentUserId={userId}
          busy={editor.busy}
          onReload={editor.reload}
          onOverwrite={editor.overwrite}
          language="ar"
        />
      )}
      <DocumentFields
        value={editor.draft}
        onChange={editor.setDraft}
        errors={editor.errors}
        disabled={editor.busy}
        contentRows={8}
        language="ar"
      />
    </KbForm>
  );
}
