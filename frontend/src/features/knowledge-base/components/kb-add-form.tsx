import { DocumentFields } from '../../../shared/documents/document-fields';
import { useScreenT } from '../../../shared/documents/document-labels';
import { useDocumentCreator } from '../../../shared/documents/use-document-creator';
import { useToast } from '../../../shared/ui/use-toast';
import { KbForm } from './kb-form';

/** Inline add form (Arabic): title, category, status, content (8 rows); closes and resets on success. */
export function KbAddForm({ onDone }: { onDone: () => void }) {
  const { t } = useScreenT('ar');
  const toast = useToast();
  const creator = useDocumentCreator({
    language: 'ar',
    failure: 'plain',
    onCreated: () => {
      toast({ title: t('knowledgeBase.created'), variant: 'success' });
      onDone();
    },
  });

  return (
    <KbForm
      titleId="kb-add-title"
      title={t('knowledgeBase.addFormTitle')}
      onSubmit={creator.save}
      onCancel={onDone}
      submitLabel={t('documents.create')}
      busy={creator.busy}
    >
      <DocumentFields
        value={creator.draft}
        onChange={creator.setDraft}
        errors={creator.errors}
        disabled={creator.busy}
        contentRows={8}
        language="ar"
      />
    </KbForm>
  );
}
