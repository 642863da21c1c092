import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../shared/ui/button';
import { SelectField } from '../../../shared/ui/select';
import { TextField } from '../../../shared/ui/text-field';
import { useAuditActorsQuery, useAuditEventTypesQuery } from '../api/audit-api';
import { eventTypeLabel } from './event-type-label';
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
  input,
  select {
    min-inline-size: 0;
    inline-size: 100%;
  }
  .actions {
    display: flex;
    gap: 8px;
  }
`;

/** The log's filters; applied together (one URL change, one request) when the form is submitted. */
export function AuditFilterForm({ value, onApply }: { value: AuditFilterValues; onApply: (filters: AuditFilterValues) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const types = useAuditEventTypesQuery().data ?? [];
  const actors = useAuditActorsQuery().data ?? [];
  const pick = (key: 'type' | 'actor') => ({
    value: draft[key],
    onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [key]: e.target.value }),
  });
  // A value from the URL that the lists do not hold (yet) stays choosable.
  const typeOptions = [...new Set([...types, ...(draft.type ? [draft.type] : [])])]
    .map((type) => ({ value: type, label: eventTypeLabel(type, t) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const actorOptions = [
    ...actors.map((a) => ({ value: a.id, label: a.name })),
    { value: 'system', label: t('auditPickers.system') },
    { value: 'anonymous', label: t('auditPickers.anonymous') },
    ...(draft.actor && !actors.some((a) => a.id === draft.actor) && !['system', 'anonymous'].includes(draft.actor)
      ? [{ value: draft.actor, label: draft.actor }]
      : []),
  ];
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
      <SelectField
        label={t('audit.filters.type')}
        options={[{ value: '', label: t('auditPickers.anyType') }, ...typeOptions]}
        {...pick('type')}
      />
      <SelectField
        label={t('audit.filters.actor')}
        options={[{ value: '', label: t('auditPickers.anyActor') }, ...actorOptions]}
        {...pick('actor')}
      />
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
