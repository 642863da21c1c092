import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../shared/ui/page-states';

/** Placeholder until this screen's issue lands; it has its own header with Back to Chat (SPEC.md). */
export function DocumentManagerPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('placeholder.documentManager')} withBackLink />;
}
