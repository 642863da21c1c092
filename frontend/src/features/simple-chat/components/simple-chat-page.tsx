import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../shared/ui/page-states';

/** Public page (no sign-in). Placeholder until its issue lands; the document title is already set. */
export function SimpleChatPage() {
  const { t } = useTranslation();
  const title = `${t('placeholder.simpleChat')} | ${t('app.companyName')}`;
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
  return <PlaceholderPage title={t('placeholder.simpleChat')} withBackLink />;
}
