import { useTranslation } from 'react-i18next';
import type { QuestionGap } from '@kb/contracts';
import { DocumentFields } from '../../../shared/documents/document-fields';
import { useDocumentCreator } from '../../../shared/documents/use-document-creator';
import { Button } from '../../../shared/ui/button';
import { useToast } from '../../../shared/ui/use-toast';
import { Row, Section } from './admin-styles';

/** A new document for an unanswered question, its title prefilled: the gap closes in two clicks. */
export function NewDocumentForm({ gap, onDone }: { gap: QuestionGap; onDone: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const creator = useDocumentCreator({
    prefill: { title: gap.question },
    onCreated: () => {
      toast({ title: t('admin.analytics.createdDocument'), variant: 'success' });
      onDone();
    },
  });
  return (
    <Section
      as="form"
      onSubmit={(e: React.FormEvent) => (e.preventDefault(), creator.save())}
      data-testid="gap-document-form"
      aria-label={t('admin.analytics.newDocument')}
    >
      <h3>{t('admin.analytics.newDocument')}</h3>
      <DocumentFields value={creator.draft} onChange={creator.setDraft} errors={creator.errors} disabled={creator.busy} contentRows={6} />
      <Row>
        <Button type="submit" disabled={creator.busy}>
          {t('admin.analytics.createDocument')}
        </Button>
        <Button type="button" $variant="ghost" onClick={onDone}>
          {t('admin.users.cancel')}
        </Button>
      </Row>
    </Section>
  );
}
