import { useState } from 'react';
import { serverMessage } from '../../../shared/api/error-message';
import { useCreateDocumentMutation } from '../../../shared/api/documents-api';
import { DocumentFields, EMPTY_DRAFT, isDraftComplete, type DocumentDraft } from '../../../shared/documents/document-fields';
import { useScreenT } from '../../../shared/documents/document-labels';
import { Button } from '../../../shared/ui/button';
import { useToast } from '../../../shared/ui/use-toast';
import { FormCard } from './kb-form-styles';

/** Inline add form (Arabic): title, category, status, content (8 rows); closes and resets on success. */
export function KbAddForm({ onDone }: { onDone: () => void }) {
  const { t } = useScreenT('ar');
  const toast = useToast();
  const [draft, setDraft] = useState<DocumentDraft>(EMPTY_DRAFT);
  const [create, { isLoading }] = useCreateDocumentMutation();

  async function submit() {
    if (!isDraftComplete(draft)) {
      toast({ title: t('documents.validationTitle'), description: t('documents.validationText'), variant: 'destructive' });
      return;
    }
    try {
      await create(draft).unwrap();
      toast({ title: t('knowledgeBase.created'), variant: 'success' });
      setDraft(EMPTY_DRAFT);
      onDone();
    } catch (error) {
      toast({ title: t('documents.errorTitle'), description: serverMessage(error) ?? t('documents.createFailed'), variant: 'destructive' });
    }
  }

  return (
    <FormCard
      noValidate
      aria-labelledby="kb-add-title"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id="kb-add-title">{t('knowledgeBase.addFormTitle')}</h2>
      <DocumentFields value={draft} onChange={setDraft} disabled={isLoading} contentRows={8} language="ar" />
      <div className="buttons">
        <Button type="submit" disabled={isLoading}>
          {isLoading ? t('documents.saving') : t('documents.create')}
        </Button>
        <Button type="button" $variant="secondary" onClick={onDone}>
          {t('documents.cancel')}
        </Button>
      </div>
    </FormCard>
  );
}
