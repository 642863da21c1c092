import { useState } from 'react';
import type { Language } from '@kb/contracts';
import { useCreateDocumentMutation } from '../api/documents-api';
import { EMPTY_DRAFT, isDraftComplete, type DocumentDraft } from './document-fields';
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

  async function save() {
    if (!isDraftComplete(draft)) {
      incomplete();
      return;
    }
    try {
      await create(draft).unwrap();
      setDraft({ ...EMPTY_DRAFT, ...prefill });
      onCreated();
    } catch (error) {
      failed('documents.createFailed', error, failure);
    }
  }

  return { draft, setDraft, busy: isLoading, save: () => void save() };
}
