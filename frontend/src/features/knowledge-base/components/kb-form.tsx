import type { ReactNode } from 'react';
import { useScreenT } from '../../../shared/documents/document-labels';
import { Button } from '../../../shared/ui/button';
import { FormCard } from './kb-form-styles';

interface Props {
  /** The heading's id, which names the form. */
  titleId: string;
  title: string;
  onSubmit: () => void;
  onCancel: () => void;
  /** The submit button's text ("saving…" while `busy`). */
  submitLabel: string;
  busy: boolean;
  /** Submitting is not possible for another reason (an edit conflict waiting for a choice). */
  blocked?: boolean;
  testId?: string;
  children: ReactNode;
}

/** An inline Arabic form card: a heading, the fields, then submit and Cancel. */
export function KbForm({ titleId, title, onSubmit, onCancel, submitLabel, busy, blocked, testId, children }: Props) {
  const { t } = useScreenT('ar');
  return (
    <FormCard
      noValidate
      aria-labelledby={titleId}
      data-testid={testId}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      {children}
      <div className="buttons">
        <Button type="submit" disabled={busy || blocked}>
          {busy ? t('documents.saving') : submitLabel}
        </Button>
        <Button type="button" $variant="secondary" onClick={onCancel}>
          {t('documents.cancel')}
        </Button>
      </div>
    </FormCard>
  );
}
