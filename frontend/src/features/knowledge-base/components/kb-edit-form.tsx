import type { KnowledgeDocument } from '@kb/contracts';
import { ConflictNotice } from '../../../shared/documents/conflict-notice';
import { DocumentFields } from '../../../shared/documents/document-fields';
import { useScreenT } from '../../../shared/documents/document-labels';
import { useDocumentEditor } from '../../../shared/documents/use-document-editor';
import { Button } from '../../../shared/ui/button';
import { useToast } from '../../../shared/ui/use-toast';
import { FormCard } from './kb-form-styles';

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
    <FormCard
      noValidate
      aria-labelledby="kb-edit-title"
      data-testid="kb-edit-form"
      onSubmit={(event) => {
        event.preventDefault();
        void editor.save();
      }}
    >
      <h2 id="kb-edit-title">{t('knowledgeBase.editFormTitle')}</h2>
      {editor.conflict && (
        <ConflictNotice latest={editor.conflict} currentUserId={userId} busy={editor.busy} onReload={editor.reload} onOverwrite={editor.overwrite} language="ar" />
      )}
      <DocumentFields value={editor.draft} onChange={editor.setDraft} disabled={editor.busy} contentRows={8} language="ar" />
      <div className="buttons">
        <Button type="submit" disabled={editor.busy || Boolean(editor.conflict)}>
          {editor.busy ? t('documents.saving') : t('documents.save')}
        </Button>
        <Button type="button" $variant="secondary" onClick={onDone}>
          {t('documents.cancel')}
        </Button>
      </div>
    </FormCard>
  );
}
