import { useCallback, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { KnowledgeFile, UploadKnowledgeFileFields } from '@kb/contracts';
import { uploadWithProgress } from '../../../shared/api/upload-with-progress';
import { serverLanguage } from '../../../shared/i18n/i18n';
import { upsertFile } from '../../../shared/api/knowledge-file-list';
import { knowledgeFilesApi } from '../../../shared/api/knowledge-files-api';

export type UploadOutcome = { ok: true; file: KnowledgeFile } | { ok: false; message: string | null };

function messageOf(body: unknown): string | null {
  if (typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string') {
    return (body as { message: string }).message;
  }
  return null;
}

/**
 * `POST /api/knowledge-files` with a progress fraction (null when idle). The new file enters the
 * list at once; its `file:changed` pushes then move it from processing to ready or failed.
 */
export function useUploadFile() {
  // The cache patch thunk is typed against the API's own root state, which a feature cannot name
  // (it lives in src/app); any root state that holds the API accepts it.
  const dispatch = useDispatch<ThunkDispatch<never, unknown, UnknownAction>>();
  const [progress, setProgress] = useState<number | null>(null);

  const upload = useCallback(
    async (file: File, fields: UploadKnowledgeFileFields): Promise<UploadOutcome> => {
      const form = new FormData();
      if (fields.description) form.append('description', fields.description);
      form.append('isKnowledgeSource', fields.isKnowledgeSource ?? 'true');
      form.append('file', file, file.name);
      setProgress(0);
      try {
        const answer = await uploadWithProgress('/api/knowledge-files', form, {
          onProgress: setProgress,
          headers: { 'Accept-Language': serverLanguage() },
        });
        if (!answer.ok) return { ok: false, message: messageOf(answer.body) };
        const created = answer.body as KnowledgeFile;
        dispatch(knowledgeFilesApi.util.updateQueryData('listKnowledgeFiles', undefined, (files) => upsertFile(files, created)));
        return { ok: true, file: created };
      } catch {
        return { ok: false, message: null };
      } finally {
        setProgress(null);
      }
    },
    [dispatch],
  );

  return { upload, progress };
}
