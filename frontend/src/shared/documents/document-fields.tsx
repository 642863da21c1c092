import { useId } from 'react';
import styled from 'styled-components';
import { DOCUMENT_STATUSES, type DocumentStatus, type KnowledgeDocument, type Language } from '@kb/contracts';
import { SelectField } from '../ui/select';
import { TextAreaField } from '../ui/text-area';
import { TextField } from '../ui/text-field';
import { useCategoryOptions, useScreenT } from './document-labels';

export interface DocumentDraft {
  title: string;
  category: string;
  status: DocumentStatus;
  content: string;
}

export const EMPTY_DRAFT: DocumentDraft = { title: '', category: 'hr_policies', status: 'active', content: '' };

export const draftOf = (doc: KnowledgeDocument): DocumentDraft => ({
  title: doc.title,
  category: doc.category,
  status: doc.status,
  content: doc.content,
});

/** SPEC.md section 5: title and content (and a category) are required; status is not checked. */
export const isDraftComplete = (d: DocumentDraft) => Boolean(d.title.trim() && d.content.trim() && d.category);

/** A message per field of the form, shown under that field (issue 31: not only in a toast). */
export type DraftErrors = Partial<Record<keyof DocumentDraft, string>>;

/** The required fields left blank, each with its message in the screen's language. */
export function missingFields(d: DocumentDraft, t: (key: string) => string): DraftErrors {
  const errors: DraftErrors = {};
  if (!d.title.trim()) errors.title = t('documentErrors.titleRequired');
  if (!d.content.trim()) errors.content = t('documentErrors.contentRequired');
  if (!d.category) errors.category = t('documentErrors.categoryRequired');
  return errors;
}

/** The per-field messages of a 400 from the server (already in the caller's language). */
export function serverFieldErrors(error: unknown): DraftErrors {
  const fields = (error as { data?: { fields?: Record<string, string> } } | undefined)?.data?.fields ?? {};
  const out: DraftErrors = {};
  for (const key of ['title', 'content', 'category', 'status'] as const) if (fields[key]) out[key] = fields[key];
  return out;
}

const Grid = styled.div`
  display: grid;
  gap: 14px;
  .error {
    color: ${({ theme }) => theme.color.danger};
    font-size: 13px;
  }
  .pair {
    display: grid;
    gap: 14px;
    grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  }
`;

interface Props {
  value: DocumentDraft;
  onChange: (draft: DocumentDraft) => void;
  statuses?: readonly DocumentStatus[];
  disabled?: boolean;
  contentRows?: number;
  language?: Language;
  errors?: DraftErrors;
}

/** Title, category, status and content of a document; user text takes its own direction. */
export function DocumentFields({
  value,
  onChange,
  statuses = DOCUMENT_STATUSES,
  disabled,
  contentRows = 8,
  language: fixed,
  errors = {},
}: Props) {
  const { t, language } = useScreenT(fixed);
  const set = (patch: Partial<DocumentDraft>) => onChange({ ...value, ...patch });
  const categories = useCategoryOptions(language, { keep: value.category });
  const base = useId();
  const described = (key: keyof DocumentDraft) => (errors[key] ? { 'aria-invalid': true, 'aria-describedby': `${base}-${key}-error` } : {});
  const error = (key: keyof DocumentDraft) =>
    errors[key] && (
      <span className="error" id={`${base}-${key}-error`} data-testid={`document-${key}-error`}>
        {errors[key]}
      </span>
    );
  return (
    <Grid>
      <TextField
        label={t('documents.titleLabel')}
        dir="auto"
        required
        disabled={disabled}
        value={value.title}
        placeholder={t('documents.titlePlaceholder')}
        onChange={(e) => set({ title: e.target.value })}
        {...described('title')}
      />
      {error('title')}
      <div className="pair">
        <SelectField
          label={t('documents.category')}
          disabled={disabled}
          value={value.category}
          onChange={(e) => set({ category: e.target.value })}
          options={categories}
          {...described('category')}
        />
        <SelectField
          label={t('documents.status')}
          disabled={disabled}
          value={value.status}
          onChange={(e) => set({ status: e.target.value as DocumentStatus })}
          options={statuses.map((s) => ({ value: s, label: t(`documents.statuses.${s}`) }))}
        />
      </div>
      <TextAreaField
        label={t('documents.contentLabel')}
        dir="auto"
        required
        rows={contentRows}
        disabled={disabled}
        value={value.content}
        placeholder={t('documents.contentPlaceholder')}
        note={t('documents.contentNote')}
        onChange={(e) => set({ content: e.target.value })}
        {...described('content')}
      />
      {error('content')}
      {error('category')}
      {error('status')}
    </Grid>
  );
}
