import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../shared/ui/page-states';

/** Placeholder: SPEC.md describes this screen as Arabic only, so its text is Arabic whatever the UI language. */
export function KnowledgeBasePage() {
  const { i18n } = useTranslation();
  const t = i18n.getFixedT('ar');
  return (
    <div lang="ar" dir="rtl" style={{ blockSize: '100%' }}>
      <PlaceholderPage title={t('placeholder.knowledgeBase')} withBackLink />
    </div>
  );
}
