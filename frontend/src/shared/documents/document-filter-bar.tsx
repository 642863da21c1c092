import { useEffect, useEffectEvent, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { DOCUMENT_STATUSES, type Language } from '@kb/contracts';
import { Button } from '../ui/button';
import { SearchIcon } from '../ui/icons';
import { SelectField } from '../ui/select';
import { useCategoryOptions, useScreenT } from './document-labels';
import type { DocumentFilters } from './use-document-filters';

const Bar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 10px;
  padding-block-end: 12px;
`;

const Search = styled.label`
  flex: 1 1 240px;
  display: flex;
  align-items: center;
  gap: 8px;
  block-size: 42px;
  padding-inline: 12px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.textMuted};
  input {
    flex: 1;
    min-inline-size: 0;
    border: none;
    outline: none;
    background: transparent;
    color: ${({ theme }) => theme.color.text};
  }
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }
`;

interface Props {
  filters: DocumentFilters;
  onChange: (patch: Partial<DocumentFilters>) => void;
  onReset: () => void;
  /** Agents only ever see active documents: no status filter for them. */
  showStatus: boolean;
  /** 'type': search as you type (after a pause); 'button': on the search button or Enter. */
  searchMode?: 'type' | 'button';
  language?: Language;
}

/** Search box, category and status filters, reset; the values come from and go to the URL. */
export function DocumentFilterBar({ filters, onChange, onReset, showStatus, searchMode = 'type', language: fixed }: Props) {
  const { t, language } = useScreenT(fixed);
  const categories = useCategoryOptions(language, { retired: true });
  const [text, setText] = useState(filters.search);

  // Back/forward or reset changed the URL: show its search text.
  useEffect(() => setText(filters.search), [filters.search]);

  // Typing settles for 300 ms, then the URL takes the text (the latest onChange, not the one of the first keystroke).
  const commit = useEffectEvent((search: string) => {
    if (search !== filters.search) onChange({ search });
  });
  useEffect(() => {
    if (searchMode !== 'type') return;
    const timer = setTimeout(() => commit(text), 300);
    return () => clearTimeout(timer);
  }, [text, searchMode]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ search: text });
  };

  return (
    <Bar role="search" onSubmit={submit} aria-label={t('documents.filtersLabel')}>
      <Search>
        <SearchIcon size={16} />
        <span className="visually-hidden">{t('documents.search')}</span>
        <input
          type="search"
          dir="auto"
          value={text}
          placeholder={t('documents.searchPlaceholder')}
          onChange={(e) => setText(e.target.value)}
        />
      </Search>
      {searchMode === 'button' && <Button type="submit">{t('documents.searchButton')}</Button>}
      <SelectField
        label={t('documents.category')}
        hideLabel
        value={filters.category}
        onChange={(e) => onChange({ category: e.target.value })}
        options={[{ value: '', label: t('documents.allCategories') }, ...categories]}
      />
      {showStatus && (
        <SelectField
          label={t('documents.status')}
          hideLabel
          value={filters.status}
          onChange={(e) => onChange({ status: e.target.value as DocumentFilters['status'] })}
          options={[
            ...DOCUMENT_STATUSES.map((s) => ({ value: s, label: t(`documents.statuses.${s}`) })),
            { value: 'all', label: t('documents.allStatuses') },
          ]}
        />
      )}
      <Button type="button" $variant="secondary" onClick={onReset}>
        {t('documents.resetFilters')}
      </Button>
    </Bar>
  );
}
