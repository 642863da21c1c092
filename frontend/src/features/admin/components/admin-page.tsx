import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageFrame, PageHeading } from '../../../shared/documents/page-layout';
import { Button } from '../../../shared/ui/button';
import { BackIcon } from '../../../shared/ui/icons';
import { AdminCard, CardGrid, Muted } from './admin-styles';
import { AdminPanel, type AdminTab } from './admin-panel';
import { SystemStatus } from './system-status';

const CARDS: { tab: AdminTab; key: string }[] = [
  { tab: 'content', key: 'content' },
  { tab: 'users', key: 'users' },
  { tab: 'api', key: 'api' },
  { tab: 'analytics', key: 'analytics' },
  { tab: 'language', key: 'language' },
  { tab: 'audit', key: 'audit' },
];

/** SPEC.md's admin dashboard: six cards opening the administration panel on their tab, and live figures. */
export function AdminPage({ userId }: { userId?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<AdminTab | null>(null);
  return (
    <PageFrame>
      <PageHeading>
        <div>
          <Link to="/">
            <BackIcon size={16} /> {t('admin.backToChat')}
          </Link>
          <h1>{t('admin.title')}</h1>
        </div>
      </PageHeading>
      <PageHeading as="div">
        <div>
          <h2>{t('admin.heading')}</h2>
          <Muted>{t('admin.intro')}</Muted>
        </div>
        <Button type="button" onClick={() => setOpen('content')}>
          {t('admin.openPanel')}
        </Button>
      </PageHeading>
      <CardGrid>
        {CARDS.map(({ tab, key }) => (
          <AdminCard key={key} type="button" onClick={() => setOpen(tab)} data-testid={`admin-card-${key}`}>
            <strong>{t(`admin.cards.${key}`)}</strong>
            <span>{t(`admin.cards.${key}Text`)}</span>
          </AdminCard>
        ))}
      </CardGrid>
      <SystemStatus />
      {open && <AdminPanel tab={open} onTab={setOpen} onClose={() => setOpen(null)} userId={userId} />}
    </PageFrame>
  );
}
