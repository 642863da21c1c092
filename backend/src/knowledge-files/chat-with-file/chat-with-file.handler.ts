import { Injectable } from '@nestjs/common';
import type { ChatWithKnowledgeFileResponse, KnowledgeFileStatus, Language } from '@kb/contracts';
import { AskQuestionHandler } from '../../assistant/ask-question.js';
import type { CommandContext } from '../../shared/event-sourcing/command-handler.js';
import { DomainError } from '../../shared/event-sourcing/decider.js';
import { KnowledgeFilesQueries } from '../read-model/knowledge-files.queries.js';
import { unreadyFileReply } from './unready-file-reply.js';

/**
 * A question about one of the caller's files, answered only from that file (knowledge source or
 * not), in the question's language; SPEC.md's "couldn't find" text when the file lacks the answer.
 * Asked through AskQuestion: the question and its answer are recorded (FileQuestionAsked,
 * FileQuestionAnswered), a failing assistant as a failed answer.
 */
@Injectable()
export class ChatWithFileHandler {
  constructor(
    private readonly queries: KnowledgeFilesQueries,
    private readonly ask: AskQuestionHandler,
  ) {}

  async execute(id: string, askerId: string, message: string, requested: Language | undefined, ctx: CommandContext): Promise<ChatWithKnowledgeFileResponse | DomainError> {
    const row = await this.queries.ownedBy(id, askerId);
    if (!row) return new DomainError('not_found');
    const status = row.status as KnowledgeFileStatus;
    const asked = await this.ask.execute(
      {
        question: message,
        origin: 'file',
        answerFrom: { only: 'file', fileId: id },
        record: this.ask.fileQuestion(id, askerId, message),
        pageLanguage: requested,
        preset: (language) => {
          const unready = unreadyFileReply(status, language);
          return unready === null ? null : { text: unready, sources: [], mode: 'not_found' };
        },
      },
      ctx,
    );
    if (asked instanceof DomainError) return asked;
    const { answer } = asked;
    const reply = { reply: answer.text, language: answer.language, sources: answer.sources, error: answer.error, status };
    return status === 'ready' ? { ...reply, mode: answer.mode } : reply;
  }
}
