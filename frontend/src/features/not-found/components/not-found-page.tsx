import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card, Centered } from '../../../shared/ui/page-states';

/** Fallback for any path not in the route table (public). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Centered as="main">
      <Card>
        <h1>{t('notFound.title')}</h1>
        <p>{t('notFound.text')}</p>
        <Link to="/">{t('notFound.home')}</Link>
      </Card>
    </Centered>
  );
}
