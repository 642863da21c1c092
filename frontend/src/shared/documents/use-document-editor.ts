import { useState } from 'react';
import type { KnowledgeDocument, Language } from '@kb/contracts';
import { isVersionConflict, useLazyGetDocumentQuery, useUpdateDocumentMutation } from '../api/documents-api';
import { draftOf, isDraftComplete, missingFields, serverFieldErrors, type DocumentDraft, type DraftErrors } from './document-fields';
import { useScreenT } from './document-labels';
import { useDocumentToasts } from './document-toasts';

interface Options {
  doc: KnowledgeDocument;
  method: 'PUT' | 'PATCH';
  onSaved: (doc: KnowledgeDocument) => void;
  language?: Language;
}

/**
 * An edit form's state. Saving sends the version the form loaded (If-Match); on 409 the user's text
 * stays, the latest version is fetched to say who changed it and when, and the user picks: reload
 * that version, or overwrite it with their text (a save that now expects the latest version).
 */
export function useDocumentEditor({ doc, method, onSaved, language }: Options) {
  const { incomplete, failed } = useDocumentToasts(language);
  const [draft, setDraft] = useState<DocumentDraft>(() => draftOf(doc));
  const [version, setVersion] = useState(doc.version);
  const [conflict, setConflict] = useState<KnowledgeDocument | null>(null);
  const [update, { isLoading }] = useUpdateDocumentMutation();
  const [fetchLatest, { isFetching }] = useLazyGetDocumentQuery();
  const [errors, setErrors] = useState<DraftErrors>({});
  const { t } = useScreenT(language);

  async function save(expected = version) {
    if (!isDraftComplete(draft)) {
      setErrors(missingFields(draft, t));
      incomplete();
      return;
    }
    setErrors({});
    try {
      const saved = await update({ id: doc.id, version: expected, changes: draft, method }).unwrap();
      setConflict(null);
      onSaved(saved);
    } catch (error) {
      if (isVersionConflict(error)) {
        try {
          setConflict(await fetchLatest(doc.id, false).unwrap());
          return;
        } catch (gone) {
          failed('documents.updateFailed', gone);
          return;
        }
      }
      setErrors(serverFieldErrors(error));
      failed('documents.updateFailed', error);
    }
  }

  return {
    draft,
    setDraft,
    conflict,
    busy: isLoading || isFetching,
    errors,
    save: () => save(),
    /** Discards the user's text for the version that won. */
    reload: () => {
      if (!conflict) return;
      setDraft(draftOf(conflict));
      setVersion(conflict.version);
      setConflict(null);
    },
    /** Keeps the user's text over the version that won. */
    overwrite: () => {
      if (!conflict) return;
      setVersion(conflict.version);
      void save(conflict.version);
    },
  };
}
