import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../shared/ui/page-states';

/** Placeholder until this screen's issue lands; route, guard and code-split chunk are already in place. */
export function LibraryPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('placeholder.library')} />;
}
