import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SavedItem } from '@kb/contracts';
import { serverMessage } from '../../../shared/api/error-message';
import { useListSavedQuery, useRemoveSavedItemMutation, useRestoreSavedItemMutation } from '../../../shared/api/saved-api';
import { PageFrame, PageHeader } from '../../../shared/documents/page-layout';
import { ActionToast, type ActionToastMessage } from '../../../shared/ui/action-toast';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { BookmarkIcon, SearchIcon } from '../../../shared/ui/icons';
import { LoadingText } from '../../../shared/ui/page-states';
import { useToast } from '../../../shared/ui/use-toast';
import { SavedCard } from './saved-card';
import { SavedCopyDialog } from './saved-copy-dialog';
import { SavedToolbar, type SavedFilter } from './saved-toolbar';

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  max-inline-size: 880px;
`;

/** The search waits for a pause in typing before asking the server. */
function useSettled(value: string, ms = 250): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The user's saved answers and questions (issue 48; SPEC.md's /saved, real): newest first, by type,
 * searched; Open goes to the message in its conversation (or shows the saved copy once the
 * conversation is deleted); Remove offers Undo. Live across the user's tabs (saved:changed).
 */
export function SavedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const [type, setType] = useState<SavedFilter>('all');
  const [search, setSearch] = useState('');
  const q = useSettled(search).trim();
  const { data: items, isLoading, isError, refetch } = useListSavedQuery({ ...(type === 'all' ? {} : { type }), ...(q ? { q } : {}) });
  const [remove] = useRemoveSavedItemMutation();
  const [restore] = useRestoreSavedItemMutation();
  const [reading, setReading] = useState<SavedItem | null>(null);
  const [undo, setUndo] = useState<ActionToastMessage | null>(null);
  const filtered = type !== 'all' || q !== '';

  const failed = (error: unknown) => toast({ title: t('saved.failed'), description: serverMessage(error), variant: 'destructive' });

  function open(item: SavedItem) {
    if (!item.conversationAvailable) return setReading(item);
    void navigate(`/c/${encodeURIComponent(item.conversationId)}#m-${encodeURIComponent(item.messageId)}`);
  }

  async function removeItem(item: SavedItem) {
    try {
      await remove(item.id).unwrap();
      setUndo({
        id: Date.now(),
        title: t('saved.removed'),
        description: t(`saved.removedText.${item.kind}`),
        actionLabel: t('saved.undo'),
        onAction: () => {
          setUndo(null);
          restore(item.id).unwrap().catch(failed);
        },
      });
    } catch (error) {
      failed(error);
    }
  }

  return (
    <PageFrame>
      <PageHeader title={t('saved.title')} subtitle={t('saved.subtitle')} />
      <SavedToolbar search={search} onSearch={setSearch} type={type} onType={setType} />
      {isLoading ? (
        <LoadingText />
      ) : isError ? (
        <EmptyState title={t('saved.loadFailed')}>
          <Button type="button" $variant="secondary" onClick={() => void refetch()}>
            {t('saved.retry')}
          </Button>
        </EmptyState>
      ) : !items?.length ? (
        filtered ? (
          <EmptyState icon={<SearchIcon size={32} />} title={t('saved.noMatch')} text={t('saved.noMatchText')} />
        ) : (
          <EmptyState icon={<BookmarkIcon size={36} />} title={t('saved.empty')} text={t('saved.emptyText')} />
        )
      ) : (
        <List aria-label={t('saved.listLabel')} data-testid="saved-list">
          {items.map((item) => (
            <SavedCard key={item.id} item={item} onOpen={open} onRemove={(i) => void removeItem(i)} />
          ))}
        </List>
      )}
      {reading && <SavedCopyDialog item={reading} onClose={() => setReading(null)} />}
      <ActionToast message={undo} onClose={() => setUndo(null)} />
    </PageFrame>
  );
}
