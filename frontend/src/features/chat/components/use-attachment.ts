import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { KnowledgeFile, KnowledgeFileStatus } from '@kb/contracts';
import { uploadWithProgress } from '../../../shared/api/upload-with-progress';
import { serverLanguage } from '../../../shared/i18n/i18n';
import { onServerEvent } from '../../../shared/socket';

/** A file attached to the next question: uploaded as one of the user's knowledge files, then read by the server. */
export type Attachment =
  | { state: 'uploading'; name: string; progress: number }
  | { state: KnowledgeFileStatus; name: string; fileId: string; note: string | null };

function messageOf(body: unknown): string | null {
  return typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string'
    ? (body as { message: string }).message
    : null;
}

/**
 * The composer's Attach: the file goes through `POST /api/knowledge-files` (same limits and same
 * reading as the Knowledge Files page; not a knowledge source, so it answers only the question it is
 * attached to), then `file:changed` says when its text is read. A refused upload reports the
 * server's message, in the page's language.
 */
export function useAttachment(language: 'en' | 'ar') {
  const [attachment, setAttachment] = useState<Attachment | null>(null);
  // Every push since mount, by file id: the file may be read before its upload's answer arrives.
  const latest = useRef(new Map<string, KnowledgeFile>());
  const show = (file: KnowledgeFile): Attachment => ({
    state: file.status,
    name: file.originalFilename,
    fileId: file.id,
    note: file.note?.[language] ?? null,
  });
  // The push handler reads the page's language when a push comes, without subscribing again.
  const onPush = useEffectEvent((id: string, file: KnowledgeFile) => {
    latest.current.set(id, file);
    setAttachment((current) => (current && 'fileId' in current && current.fileId === id ? show(file) : current));
  });

  useEffect(
    () =>
      onServerEvent('file:changed', ({ id, file }) => {
        if (file) onPush(id, file);
      }),
    [],
  );

  async function attach(file: File): Promise<string | null> {
    setAttachment({ state: 'uploading', name: file.name, progress: 0 });
    const form = new FormData();
    form.append('isKnowledgeSource', 'false');
    // Not one of the knowledge files unless the user saves it as one (the message's Save button).
    form.append('purpose', 'attachment');
    form.append('file', file, file.name);
    try {
      const answer = await uploadWithProgress('/api/knowledge-files', form, {
        onProgress: (progress) => setAttachment((current) => (current?.state === 'uploading' ? { ...current, progress } : current)),
        headers: { 'Accept-Language': serverLanguage() },
      });
      if (!answer.ok) {
        setAttachment(null);
        return messageOf(answer.body) ?? '';
      }
      const created = answer.body as KnowledgeFile;
      setAttachment(show(latest.current.get(created.id) ?? created));
      return null;
    } catch {
      setAttachment(null);
      return '';
    }
  }

  return { attachment, attach, clear: () => setAttachment(null) };
}
