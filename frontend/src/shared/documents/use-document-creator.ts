import { useState } from 'react';
import type { Language } from '@kb/contracts';
import { useCreateDocumentMutation } from '../api/documents-api';
import { EMPTY_DRAFT, isDraftComplete, missingFields, serverFieldErrors, type DocumentDraft, type DraftErrors } from './document-fields';
import { useScreenT } from './document-labels';
import { useDocumentToasts, type FailureText } from './document-toasts';

interface Options {
  /** Fields filled in advance (an uploaded file's title and text). */
  prefill?: Partial<DocumentDraft>;
  onCreated: () => void;
  language?: Language;
  failure?: FailureText;
}

/** A new document's form state: saving checks the required fields, creates it, resets the form and calls `onCreated`. */
export function useDocumentCreator({ prefill, onCreated, language, failure }: Options) {
  const { incomplete, failed } = useDocumentToasts(language);
  const [draft, setDraft] = useState<DocumentDraft>(() => ({ ...EMPTY_DRAFT, ...prefill }));
  const [create, { isLoading }] = useCreateDocumentMutation();
  const [errors, setErrors] = useState<DraftErrors>({});
  const { t } = useScreenT(language);

  async function save() {
    if (!isDraftComplete(draft)) {
      setErrors(missingFields(draft, t));
      incomplete();
      return;
    }
    setErrors({});
    try {
      await create(draft).unwrap();
      setDraft({ ...EMPTY_DRAFT, ...prefill });
      onCreated();
    } catch (error) {
      setErrors(serverFieldErrors(error));
      failed('documents.createFailed', error, failure);
    }
  }

  return { draft, setDraft, busy: isLoading, errors, save: () => void save() };
}
