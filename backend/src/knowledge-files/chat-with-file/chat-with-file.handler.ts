import { Injectable } from '@nestjs/common';
import type { ChatWithKnowledgeFileResponse, KnowledgeFileStatus, Language } from '@kb/contracts';
import { Assistant } from '../../assistant/assistant.port.js';
import { DomainError } from '../../shared/event-sourcing/decider.js';
import { translate } from '../../shared/i18n/messages.js';
import '../http/file-messages.js';
import { KnowledgeFilesQueries } from '../read-model/knowledge-files.queries.js';

/**
 * A question about one of the caller's files, answered only from that file (knowledge source or
 * not), in the question's language; SPEC.md's "couldn't find" text when the file lacks the answer.
 */
@Injectable()
export class ChatWithFileHandler {
  constructor(
    private readonly queries: KnowledgeFilesQueries,
    private readonly assistant: Assistant,
  ) {}

  async execute(id: string, askerId: string, message: string, requested?: Language): Promise<ChatWithKnowledgeFileResponse | DomainError> {
    const row = await this.queries.ownedBy(id, askerId);
    if (!row) return new DomainError('not_found');
    const detected = this.assistant.detectLanguage(message);
    // The question's own script decides; the page's language only breaks a tie (digits, names).
    const language: Language = /[A-Za-z\u0600-\u06FF]/.test(message) ? detected : (requested ?? detected);
    const status = row.status as KnowledgeFileStatus;
    if (status !== 'ready') {
      const reply = translate(status === 'processing' ? 'knowledge_file_processing_reply' : 'knowledge_file_failed_reply', language);
      return { reply, language, sources: [], error: null, status };
    }
    const answer = await this.assistant.answer({ question: message, language, fileId: id });
    return { reply: answer.text, language, sources: answer.sources, error: answer.error, status, mode: answer.mode };
  }
}
