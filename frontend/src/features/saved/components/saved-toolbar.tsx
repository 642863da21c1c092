import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SavedItemKind } from '@kb/contracts';
import { useLocale } from '../../../shared/i18n/use-locale';
import { Button } from '../../../shared/ui/button';
import { SearchIcon } from '../../../shared/ui/icons';
import { MenuContent, MenuRadioItem } from '../../../shared/ui/menu';
import { TextField } from '../../../shared/ui/text-field';

const Toolbar = styled.div`
  max-inline-size: 880px;
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 10px;
  > label {
    flex: 1 1 260px;
  }
`;

export type SavedFilter = SavedItemKind | 'all';

interface Props {
  search: string;
  onSearch: (search: string) => void;
  type: SavedFilter;
  onType: (type: SavedFilter) => void;
}

/** Above the saved items: the search box and the type filter (all, answers, questions). */
export function SavedToolbar({ search, onSearch, type, onType }: Props) {
  const { t } = useTranslation();
  const { dir } = useLocale();
  return (
    <Toolbar role="search">
      <TextField
        label={
          <span>
            <SearchIcon size={14} /> {t('saved.search')}
          </span>
        }
        type="search"
        dir="auto"
        value={search}
        placeholder={t('saved.searchPlaceholder')}
        onChange={(event) => onSearch(event.target.value)}
      />
      <DropdownMenu.Root dir={dir}>
        <DropdownMenu.Trigger asChild>
          <Button type="button" $variant="secondary">
            {t('saved.filter')}: {type === 'all' ? t('saved.all') : t(`saved.types.${type}`)}
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <MenuContent align="end" sideOffset={4}>
            <DropdownMenu.RadioGroup value={type} onValueChange={(v) => onType(v as SavedFilter)}>
              <MenuRadioItem value="all">{t('saved.all')}</MenuRadioItem>
              <MenuRadioItem value="answer">{t('saved.types.answer')}</MenuRadioItem>
              <MenuRadioItem value="question">{t('saved.types.question')}</MenuRadioItem>
            </DropdownMenu.RadioGroup>
          </MenuContent>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </Toolbar>
  );
}
