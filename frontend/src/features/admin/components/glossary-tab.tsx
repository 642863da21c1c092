import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GlossaryEntry } from '@kb/contracts';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { SearchIcon } from '../../../shared/ui/icons';
import { Spinner } from '../../../shared/ui/spinner';
import { TextField } from '../../../shared/ui/text-field';
import { useListGlossaryQuery } from '../api/glossary-api';
import { Muted, Row, Section } from './admin-styles';
import { GlossaryAddForm } from './glossary-add-form';
import { GlossaryCard } from './glossary-card';
import { filterGlossary } from './glossary-filter';
import { RemoveAlert } from './glossary-remove-alert';
import { Cards, SearchLabel, Toolbar } from './glossary-styles';

interface GlossaryListProps {
  entries: GlossaryEntry[];
  query: string;
  setQuery: (query: string) => void;
  editing: string | null;
  setEditing: (id: string | null) => void;
  setRemoving: (entry: GlossaryEntry) => void;
}

/** The loaded groups: the filter box and count, then the cards that match (or why there are none). */
function GlossaryList({ entries, query, setQuery, editing, setEditing, setRemoving }: GlossaryListProps) {
  const { t } = useTranslation();
  const shown = useMemo(() => filterGlossary(entries, query), [entries, query]);

  /** Leaves the editor with focus back on the entry's Edit button (the card may have moved to the top). */
  const stopEditing = (id: string) => {
    setEditing(null);
    requestAnimationFrame(() => document.querySelector<HTMLButtonElement>(`[data-entry="${CSS.escape(id)}"] button`)?.focus());
  };

  return (
    <>
      <Toolbar>
        <TextField
          label={
            <SearchLabel>
              <SearchIcon size={14} /> {t('admin.glossary.search')}
            </SearchLabel>
          }
          type="search"
          placeholder={t('admin.glossary.searchPlaceholder')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          dir="auto"
        />
        <Muted as="span" role="status" aria-live="polite">
          {t('admin.glossary.count', { shown: shown.length, total: entries.length })}
        </Muted>
      </Toolbar>
      {entries.length === 0 ? (
        <EmptyState title={t('admin.glossary.empty')} text={t('admin.glossary.emptyText')} />
      ) : shown.length === 0 ? (
        <EmptyState title={t('admin.glossary.noMatch', { query })} />
      ) : (
        <Cards aria-label={t('admin.glossary.listLabel')} data-testid="glossary-list">
          {shown.map((entry) => (
            <GlossaryCard
              key={entry.id}
              entry={entry}
              editing={editing === entry.id}
              onEdit={() => setEditing(entry.id)}
              onStopEditing={() => stopEditing(entry.id)}
              onRemove={() => setRemoving(entry)}
            />
          ))}
        </Cards>
      )}
    </>
  );
}

/**
 * The Glossary tab: the groups of terms the assistant treats as equivalent (the shipped vocabulary
 * and what admins taught), as cards of chips; filter, add, edit in place, remove after a
 * confirmation. Kept live by `glossary:changed`; every change is an event in the audit log.
 */
export function GlossaryTab() {
  const { t } = useTranslation();
  const { data: entries, isLoading, isError, refetch } = useListGlossaryQuery();
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<GlossaryEntry | null>(null);
  return (
    <>
      <h2>{t('admin.tabs.glossary')}</h2>
      <Muted>{t('admin.glossary.intro')}</Muted>
      <GlossaryAddForm />
      {isLoading ? (
        <Spinner label={t('admin.glossary.loading')} />
      ) : isError || !entries ? (
        <Section role="alert">
          <p>{t('admin.glossary.loadFailed')}</p>
          <Row>
            <Button type="button" $variant="secondary" onClick={() => void refetch()}>
              {t('admin.glossary.retry')}
            </Button>
          </Row>
        </Section>
      ) : (
        <GlossaryList
          entries={entries}
          query={query}
          setQuery={setQuery}
          editing={editing}
          setEditing={setEditing}
          setRemoving={setRemoving}
        />
      )}
      {removing && <RemoveAlert entry={removing} onClose={() => setRemoving(null)} />}
    </>
  );
}
