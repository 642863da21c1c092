import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/text-field';
import { useToast } from '../../../shared/ui/use-toast';
import { parseTerms, useAddGlossaryEntryMutation } from '../api/glossary-api';
import { FieldError, Muted, Row, Section } from './admin-styles';
import { problemOf } from './glossary-problem';
import { Grow } from './glossary-styles';
import { TermChips } from './glossary-term-chips';

/** "Add a group": the terms as text, previewed as chips; the field's message when the server refuses. */
export function GlossaryAddForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const [add, adding] = useAddGlossaryEntryMutation();
  const [draft, setDraft] = useState('');
  const [addError, setAddError] = useState('');
  const addErrorId = useId();
  const draftTerms = parseTerms(draft);

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

  return (
    <Section
      as="form"
      onSubmit={(e: FormEvent) => void onAdd(e)}
      noValidate
      aria-labelledby="add-glossary-entry"
      data-testid="glossary-add-form"
    >
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
  );
}
