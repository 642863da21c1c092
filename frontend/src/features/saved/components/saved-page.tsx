import { useState } from 'react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PageFrame, PageHeading } from '../../../shared/documents/page-layout';
import { formatDateTime } from '../../../shared/i18n/format-date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { Badge } from '../../../shared/ui/badge';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { BookmarkIcon, ChatIcon, FileIcon } from '../../../shared/ui/icons';
import { MenuContent, MenuRadioItem } from '../../../shared/ui/menu';
import { SAVED_ITEMS, type SavedType } from './saved-items';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 14px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: grid;
  gap: 8px;
  align-content: start;
  padding: 18px;
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  h2 { font-size: 16px; }
  p { color: ${({ theme }) => theme.color.textMuted}; font-size: 14px; }
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
      <PageHeading>
        <div>
          <h1>{t('saved.title')}</h1>
          <p>{t('saved.subtitle')}</p>
        </div>
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
      </PageHeading>
      {items.length === 0 ? (
        <EmptyState icon={<BookmarkIcon size={36} />} title={t('saved.empty')} text={t('saved.emptyText')} />
      ) : (
        <Grid>
          {items.map((item) => (
            <Card key={item.key}>
              <div className="top">
                {item.type === 'query' ? <ChatIcon size={18} /> : <FileIcon size={18} />}
                <Badge>{t(`saved.types.${item.type}`)}</Badge>
              </div>
              <h2>{t(`saved.items.${item.key}.title`)}</h2>
              <p>{t(`saved.items.${item.key}.text`)}</p>
              <time dateTime={item.savedAt}>{t('saved.savedOn', { date: formatDateTime(item.savedAt, locale) })}</time>
            </Card>
          ))}
        </Grid>
      )}
    </PageFrame>
  );
}
