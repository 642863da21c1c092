import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { ChatWithKnowledgeFileResponse, KnowledgeFileStatus, Language } from '@kb/contracts';
import { AnswerQuestion, answerFields } from '../../assistant/answering.js';
import { causedBy, type CommandContext } from '../../shared/event-sourcing/command-handler.js';
import { CommandRunner } from '../../shared/event-sourcing/command-runner.js';
import { DomainError } from '../../shared/event-sourcing/decider.js';
import { KnowledgeFilesQueries } from '../read-model/knowledge-files.queries.js';
import { fileQuestionCommand } from './file-question-command.js';
import { unreadyFileReply } from './unready-file-reply.js';

/**
 * A question about one of the caller's files, answered only from that file (knowledge source or
 * not), in the question's language; SPEC.md's "couldn't find" text when the file lacks the answer.
 * Top to bottom: the question is recorded (FileQuestionAsked), the assistant answers, the answer
 * is recorded caused by the question (FileQuestionAnswered), a failing assistant as a failed answer.
 */
@Injectable()
export class ChatWithFileHandler {
  constructor(
    private readonly queries: KnowledgeFilesQueries,
    private readonly answering: AnswerQuestion,
    private readonly commands: CommandRunner,
  ) {}

  async execute(
    fileId: string,
    ownerId: string,
    content: string,
    requested: Language | undefined,
    ctx: CommandContext,
  ): Promise<ChatWithKnowledgeFileResponse | DomainError> {
    const row = await this.queries.ownedBy(fileId, ownerId);
    if (!row) return new DomainError('not_found');
    const status = row.status as KnowledgeFileStatus;
    const language = this.answering.languageOf(content, requested);
    const questionId = randomUUID();

    const asked = await this.commands.run(
      fileQuestionCommand(
        questionId,
        { type: 'AskFileQuestion', data: { fileId, ownerId, messageId: questionId, content, language } },
        ctx,
      ),
    );
    if (asked instanceof DomainError) return asked;

    const unready = unreadyFileReply(status, language);
    const answer = await this.answering.answer({
      question: content,
      language,
      origin: 'file',
      answerFrom: { only: 'file', fileId },
      preset: unready === null ? null : { text: unready, sources: [], mode: 'not_found' },
    });

    const data = { fileId, ownerId, messageId: randomUUID(), inReplyTo: questionId, ...answerFields(answer) };
    const replyCtx = asked.eventIds[0] ? causedBy(ctx, asked.eventIds[0], new Date()) : { ...ctx, now: new Date() };
    const answered = await this.commands.run(fileQuestionCommand(questionId, { type: 'AnswerFileQuestion', data }, replyCtx));
    if (answered instanceof DomainError) return answered;

    const reply = { reply: answer.text, language: answer.language, sources: answer.sources, error: answer.error, status };
    return status === 'ready' ? { ...reply, mode: answer.mode } : reply;
  }
}
