import { useState } from 'react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PageFrame, PageHeader } from '../../../shared/documents/page-layout';
import { formatDateTime } from '../../../shared/i18n/format-date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { Badge } from '../../../shared/ui/badge';
import { Button } from '../../../shared/ui/button';
import { Card, CardGrid } from '../../../shared/ui/card-grid';
import { EmptyState } from '../../../shared/ui/empty-state';
import { BookmarkIcon, ChatIcon, FileIcon } from '../../../shared/ui/icons';
import { MenuContent, MenuRadioItem } from '../../../shared/ui/menu';
import { SAVED_ITEMS, type SavedType } from './saved-items';

const SavedCard = styled(Card)`
  .top { display: flex; align-items: center; justify-content: space-between; gap: 8px; color: ${({ theme }) => theme.color.primary}; }
  time { font-size: 12px; color: ${({ theme }) => theme.color.textMuted}; }
`;

/** SPEC.md /saved: three hardcoded sample cards, a filter by type, and the empty state. */
export function SavedPage() {
  const { t } = useTranslation();
  const { dir, locale } = useLocale();
  const [type, setType] = useState<SavedType | 'all'>('all');
  const items = SAVED_ITEMS.filter((item) => type === 'all' || item.type === type);

  return (
    <PageFrame>
      <PageHeader title={t('saved.title')} subtitle={t('saved.subtitle')}>
        <DropdownMenu.Root dir={dir}>
          <DropdownMenu.Trigger asChild>
            <Button type="button" $variant="secondary">
              {t('saved.filter')}: {type === 'all' ? t('saved.all') : t(`saved.types.${type}`)}
            </Button>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <MenuContent align="end" sideOffset={4}>
              <DropdownMenu.RadioGroup value={type} onValueChange={(v) => setType(v as SavedType | 'all')}>
                <MenuRadioItem value="all">{t('saved.all')}</MenuRadioItem>
                <MenuRadioItem value="query">{t('saved.types.query')}</MenuRadioItem>
                <MenuRadioItem value="document">{t('saved.types.document')}</MenuRadioItem>
              </DropdownMenu.RadioGroup>
            </MenuContent>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </PageHeader>
      {items.length === 0 ? (
        <EmptyState icon={<BookmarkIcon size={36} />} title={t('saved.empty')} text={t('saved.emptyText')} />
      ) : (
        <CardGrid $min={260}>
          {items.map((item) => (
            <SavedCard key={item.key} $gap={8}>
              <div className="top">
                {item.type === 'query' ? <ChatIcon size={18} /> : <FileIcon size={18} />}
                <Badge>{t(`saved.types.${item.type}`)}</Badge>
              </div>
              <h2>{t(`saved.items.${item.key}.title`)}</h2>
              <p>{t(`saved.items.${item.key}.text`)}</p>
              <time dateTime={item.savedAt}>{t('saved.savedOn', { date: formatDateTime(item.savedAt, locale) })}</time>
            </SavedCard>
          ))}
        </CardGrid>
      )}
    </PageFrame>
  );
}
