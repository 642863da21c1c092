import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GlossaryEntry } from '@kb/contracts';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/text-field';
import { useToast } from '../../../shared/ui/use-toast';
import { parseTerms, useChangeGlossaryEntryMutation } from '../api/glossary-api';
import { FieldError, Muted, Row } from './admin-styles';
import { problemOf } from './glossary-problem';
import { Grow } from './glossary-styles';
import { TermChips } from './glossary-term-chips';

/** A group being edited in place: its terms as text, Save or Cancel (Escape cancels the edit, not the panel). */
export function EntryEditor({ entry, onDone }: { entry: GlossaryEntry; onDone: () => void }) {
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
