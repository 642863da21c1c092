import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { AlertDialog } from 'radix-ui';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { GlossaryEntry } from '@kb/contracts';
import { serverMessage } from '../../../shared/api/error-message';
import { formatDateTime } from '../../../shared/i18n/format-date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { Badge } from '../../../shared/ui/badge';
import { Button } from '../../../shared/ui/button';
import { AlertContent, AlertDescription, AlertOverlay, AlertTitle, DialogActions } from '../../../shared/ui/dialog';
import { EmptyState } from '../../../shared/ui/empty-state';
import { EditIcon, SearchIcon, TrashIcon } from '../../../shared/ui/icons';
import { Spinner } from '../../../shared/ui/spinner';
import { TextField } from '../../../shared/ui/text-field';
import { useReturnFocus } from '../../../shared/ui/use-return-focus';
import { useToast } from '../../../shared/ui/use-toast';
import { fieldErrors } from '../api/admin-api';
import {
  foldForSearch,
  parseTerms,
  useAddGlossaryEntryMutation,
  useChangeGlossaryEntryMutation,
  useListGlossaryQuery,
  useRemoveGlossaryEntryMutation,
} from '../api/glossary-api';
import { FieldError, Muted, Row, Section } from './admin-styles';

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.li`
  padding-block: 3px;
  padding-inline: 10px;
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.primarySoft};
  color: ${({ theme }) => theme.color.text};
  font-size: 14px;
  overflow-wrap: anywhere;
`;

const Cards = styled.ul`
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: grid;
  gap: 10px;
  align-content: space-between;
  min-inline-size: 0;
  padding: 14px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  &:focus-within { border-color: ${({ theme }) => theme.color.primary}; }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  font-size: 13px;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Actions = styled.div`
  display: flex;
  gap: 6px;
  margin-inline-start: auto;
  button { min-block-size: 34px; padding-inline: 10px; }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 10px;
  label { flex: 1 1 240px; max-inline-size: 420px; }
`;

const SearchLabel = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
`;

const Grow = styled.div`
  flex: 1 1 260px;
  display: grid;
  gap: 4px;
`;

/** The terms of a group as chips, each in its own direction. */
function TermChips({ terms, label }: { terms: readonly string[]; label: string }) {
  return (
    <Chips aria-label={label}>
      {terms.map((term) => (
        <Chip key={term} dir="auto">
          {term}
        </Chip>
      ))}
    </Chips>
  );
}

/** What a failed save says: the field message of `terms`, else the server's message. */
const problemOf = (error: unknown) => fieldErrors(error).terms ?? serverMessage(error) ?? '';

/** A group being edited in place: its terms as text, Save or Cancel (Escape cancels the edit, not the panel). */
function EntryEditor({ entry, onDone }: { entry: GlossaryEntry; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    // Before the panel's own Escape handler (registered on the document, capture phase).
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !form.current?.contains(document.activeElement)) return;
      event.stopPropagation();
      onDone();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [onDone]);
  const toast = useToast();
  const [text, setText] = useState(entry.terms.join(', '));
  const [error, setError] = useState('');
  // The version the admin started from: an edit of an entry someone changed meanwhile is a 409, not an overwrite.
  const [version] = useState(entry.version);
  const [change, { isLoading }] = useChangeGlossaryEntryMutation();
  const errorId = useId();
  const terms = parseTerms(text);

  async function onSave(event: FormEvent) {
    event.preventDefault();
    setError('');
    try {
      await change({ id: entry.id, terms, version }).unwrap();
      toast({ title: t('admin.glossary.saved'), description: t('admin.glossary.effectiveText'), variant: 'success' });
      onDone();
    } catch (failure) {
      setError(problemOf(failure));
    }
  }

  return (
    <form ref={form} onSubmit={(e) => void onSave(e)} noValidate data-testid="glossary-editor">
      <Grow>
        <TextField
          label={t('admin.glossary.terms')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          dir="auto"
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <Muted as="span">{t('admin.glossary.termsHint')}</Muted>
        {terms.length > 0 && <TermChips terms={terms} label={t('admin.glossary.preview')} />}
        {error && (
          <FieldError id={errorId} role="alert">
            {error}
          </FieldError>
        )}
      </Grow>
      <Row style={{ marginBlockStart: 10 }}>
        <Button type="submit" disabled={isLoading}>
          {isLoading ? t('admin.glossary.saving') : t('admin.glossary.save')}
        </Button>
        <Button type="button" $variant="ghost" onClick={onDone}>
          {t('admin.glossary.cancel')}
        </Button>
      </Row>
    </form>
  );
}

/** "Remove this group?": Cancel, or Remove (a failure, e.g. someone changed it meanwhile, toasts). */
function RemoveAlert({ entry, onClose }: { entry: GlossaryEntry; onClose: () => void }) {
  const { t } = useTranslation();
  const { dir } = useLocale();
  const toast = useToast();
  const returnFocus = useReturnFocus();
  const [remove, { isLoading }] = useRemoveGlossaryEntryMutation();

  async function confirm() {
    try {
      await remove({ id: entry.id, version: entry.version }).unwrap();
      toast({ title: t('admin.glossary.removed'), description: t('admin.glossary.removedText'), variant: 'success' });
      onClose();
    } catch (error) {
      toast({ title: t('admin.glossary.failed'), description: serverMessage(error) ?? '', variant: 'destructive' });
    }
  }

  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        <AlertOverlay />
        <AlertContent dir={dir} onCloseAutoFocus={returnFocus} data-testid="glossary-remove-dialog">
          <AlertTitle>{t('admin.glossary.confirmTitle')}</AlertTitle>
          <TermChips terms={entry.terms} label={t('admin.glossary.termsOf')} />
          <AlertDescription>{t('admin.glossary.confirmText')}</AlertDescription>
          <DialogActions>
            <AlertDialog.Cancel asChild>
              <Button type="button" $variant="secondary">
                {t('admin.glossary.cancel')}
              </Button>
            </AlertDialog.Cancel>
            <Button type="button" $variant="danger" disabled={isLoading} onClick={() => void confirm()}>
              {t('admin.glossary.remove')}
            </Button>
          </DialogActions>
        </AlertContent>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/**
 * The Glossary tab: the groups of terms the assistant treats as equivalent (the shipped vocabulary
 * and what admins taught), as cards of chips; filter, add, edit in place, remove after a
 * confirmation. Kept live by `glossary:changed`; every change is an event in the audit log.
 */
export function GlossaryTab() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const toast = useToast();
  const { data: entries, isLoading, isError, refetch } = useListGlossaryQuery();
  const [add, adding] = useAddGlossaryEntryMutation();
  const [draft, setDraft] = useState('');
  const [addError, setAddError] = useState('');
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<GlossaryEntry | null>(null);
  const addErrorId = useId();
  const draftTerms = parseTerms(draft);

  const shown = useMemo(() => {
    const words = foldForSearch(query).split(/\s+/).filter(Boolean);
    if (!entries || !words.length) return entries ?? [];
    return entries.filter((entry) => {
      const text = foldForSearch(entry.terms.join(' '));
      return words.every((w) => text.includes(w));
    });
  }, [entries, query]);

  async function onAdd(event: FormEvent) {
    event.preventDefault();
    setAddError('');
    try {
      await add(draftTerms).unwrap();
      setDraft('');
      toast({ title: t('admin.glossary.added'), description: t('admin.glossary.effectiveText'), variant: 'success' });
    } catch (error) {
      setAddError(problemOf(error));
    }
  }

  const nameOf = (entry: GlossaryEntry) => entry.terms.slice(0, 3).join(', ');
  /** Leaves the editor with focus back on the entry's Edit button (the card may have moved to the top). */
  const stopEditing = (id: string) => {
    setEditing(null);
    requestAnimationFrame(() => document.querySelector<HTMLButtonElement>(`[data-entry="${CSS.escape(id)}"] button`)?.focus());
  };

  return (
    <>
      <h2>{t('admin.tabs.glossary')}</h2>
      <Muted>{t('admin.glossary.intro')}</Muted>
      <Section as="form" onSubmit={(e: FormEvent) => void onAdd(e)} noValidate aria-labelledby="add-glossary-entry" data-testid="glossary-add-form">
        <h3 id="add-glossary-entry">{t('admin.glossary.add')}</h3>
        <Row>
          <Grow>
            <TextField
              label={t('admin.glossary.terms')}
              placeholder={t('admin.glossary.termsPlaceholder')}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              dir="auto"
              autoComplete="off"
              aria-invalid={addError ? true : undefined}
              aria-describedby={addError ? addErrorId : undefined}
            />
          </Grow>
          <Button type="submit" disabled={adding.isLoading}>
            {adding.isLoading ? t('admin.glossary.adding') : t('admin.glossary.addButton')}
          </Button>
        </Row>
        <Muted as="span">{t('admin.glossary.termsHint')}</Muted>
        {draftTerms.length > 0 && <TermChips terms={draftTerms} label={t('admin.glossary.preview')} />}
        {addError && (
          <FieldError id={addErrorId} role="alert">
            {addError}
          </FieldError>
        )}
      </Section>
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
                <Card key={entry.id} data-entry={entry.id}>
                  {editing === entry.id ? (
                    <EntryEditor entry={entry} onDone={() => stopEditing(entry.id)} />
                  ) : (
                    <>
                      <TermChips terms={entry.terms} label={t('admin.glossary.termsOf')} />
                      <Meta>
                        <Badge $tone={entry.origin === 'shipped' ? 'neutral' : 'success'}>
                          {entry.origin === 'shipped' ? t('admin.glossary.shipped') : t('admin.glossary.custom')}
                        </Badge>
                        <span>{t(entry.version > 1 ? 'admin.glossary.changed' : 'admin.glossary.addedOn', { date: formatDateTime(entry.updatedAt, locale) })}</span>
                        <Actions>
                          <Button type="button" $variant="secondary" onClick={() => setEditing(entry.id)} aria-label={t('admin.glossary.editLabel', { name: nameOf(entry) })}>
                            <EditIcon size={14} /> {t('admin.glossary.edit')}
                          </Button>
                          <Button type="button" $variant="ghost" onClick={() => setRemoving(entry)} aria-label={t('admin.glossary.removeLabel', { name: nameOf(entry) })}>
                            <TrashIcon size={14} /> {t('admin.glossary.remove')}
                          </Button>
                        </Actions>
                      </Meta>
                    </>
                  )}
                </Card>
              ))}
            </Cards>
          )}
        </>
      )}
      {removing && <RemoveAlert entry={removing} onClose={() => setRemoving(null)} />}
    </>
  );
}
