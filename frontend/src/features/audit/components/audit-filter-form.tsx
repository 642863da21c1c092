import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../shared/ui/button';
import { TextField } from '../../../shared/ui/text-field';
import { isoToLocalInput, localInputToIso, NO_FILTERS, type AuditFilterValues } from '../audit-filters';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(190px, 1fr));
  align-items: end;
  gap: 12px;
  padding: 14px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  input { min-inline-size: 0; inline-size: 100%; }
  .actions { display: flex; gap: 8px; }
`;

/** The log's filters; applied together (one URL change, one request) when the form is submitted. */
export function AuditFilterForm({ value, onApply }: { value: AuditFilterValues; onApply: (filters: AuditFilterValues) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const text = (key: 'stream' | 'type' | 'actor' | 'correlationId') => ({
    value: draft[key],
    dir: 'ltr' as const,
    onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [key]: e.target.value }),
  });
  const time = (key: 'from' | 'to') => ({
    type: 'datetime-local',
    value: isoToLocalInput(draft[key]),
    onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [key]: localInputToIso(e.target.value) }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(draft);
  };

  return (
    <Form role="search" aria-label={t('audit.filters.label')} onSubmit={submit}>
      <TextField label={t('audit.filters.stream')} placeholder={t('audit.filters.streamPlaceholder')} {...text('stream')} />
      <TextField label={t('audit.filters.type')} placeholder={t('audit.filters.typePlaceholder')} {...text('type')} />
      <TextField label={t('audit.filters.actor')} {...text('actor')} />
      <TextField label={t('audit.filters.correlationId')} {...text('correlationId')} />
      <TextField label={t('audit.filters.from')} {...time('from')} />
      <TextField label={t('audit.filters.to')} {...time('to')} />
      <div className="actions">
        <Button type="submit">{t('audit.filters.apply')}</Button>
        <Button
          type="button"
          $variant="ghost"
          onClick={() => {
            setDraft(NO_FILTERS);
            onApply(NO_FILTERS);
          }}
        >
          {t('audit.filters.clear')}
        </Button>
      </div>
    </Form>
  );
}
