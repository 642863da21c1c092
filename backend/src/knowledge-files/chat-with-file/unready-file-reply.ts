import type { KnowledgeFileStatus, Language } from '@kb/contracts';
import { translate } from '../../shared/i18n/messages.js';

/** What a question to a file gets while the file cannot answer: still being read, or unreadable; null once it is ready. */
export function unreadyFileReply(status: KnowledgeFileStatus, language: Language): string | null {
  if (status === 'ready') return null;
  return translate(status === 'processing' ? 'knowledge_file_processing_reply' : 'knowledge_file_failed_reply', language);
}
