import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { conversationStreamId, DEFAULT_CONVERSATION_TITLE, type Language, type MessageAttachment, type SendMessageResponse } from '@kb/contracts';
import { Assistant, type AnswerReply } from '../../../assistant/assistant.port.js';
import { EVENT_STORE, type EventStore } from '../../../event-store/event-store.port.js';
import { LivePublisher } from '../../../realtime/live-publisher.js';
import { causedBy, type CommandContext } from '../../../shared/event-sourcing/command-handler.js';
import { CommandRunner } from '../../../shared/event-sourcing/command-runner.js';
import { DomainError } from '../../../shared/event-sourcing/decider.js';
import { titleFromQuestion, type ConversationState } from '../../domain/conversation.decider.js';
import { CONVERSATIONS_PROJECTOR } from '../../read-model/conversations.projector.js';
import { ConversationQueries } from '../../read-model/conversations.queries.js';
import { conversationCommand } from '../conversation-command.js';
import { ChatWithFileHandler, KnowledgeFilesQueries } from '../../../knowledge-files/file-answering.js';
import { logger } from '../../../observability/logger.js';

const FAILED_REPLY: Record<Language, string> = {
  en: 'The assistant could not answer this time. Your question is saved; please try again.',
  ar: 'تعذر على المساعد الإجابة هذه المرة. تم حفظ سؤالك؛ يرجى المحاولة مرة أخرى.',
};

export interface SendMessage {
  ownerId: string;
  content: string;
  conversationId?: string;
  /** Client-generated id of the question: sending it again answers with the first answer, recording nothing. */
  messageId?: string;
  /** Without `conversationId`: the client-generated id of the conversation this question starts. */
  newConversationId?: string;
  /** One of the asker's knowledge files attached to the question: the question is answered from it. */
  attachmentFileId?: string;
}

/**
 * POST /api/messages: the question is recorded first, then the assistant runs, then its reply
 * (or a failure marked with `error`) is recorded, caused by the question's event; typing state and
 * streamed text go to every tab.
 */
@Injectable()
export class SendMessageHandler {
  constructor(
    private readonly commands: CommandRunner,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly queries: ConversationQueries,
    private readonly assistant: Assistant,
    private readonly live: LivePublisher,
    private readonly files: KnowledgeFilesQueries,
    private readonly fileChat: ChatWithFileHandler,
  ) {}

  async execute(input: SendMessage, ctx: CommandContext): Promise<SendMessageResponse | DomainError> {
    const { ownerId, content } = input;
    const id = input.conversationId ?? input.newConversationId ?? randomUUID();
    const questionId = input.messageId ?? randomUUID();
    if (input.messageId) {
      // A message id is unique across conversations (the read model's key): nobody takes over another's.
      const place = await this.queries.messagePlace(input.messageId);
      if (place && (place.ownerId !== ownerId || place.conversationId !== id)) return new DomainError('message_exists');
    }
    // An attached file must be one of the asker's own knowledge files; anyone else's answers as missing.
    let attachment: MessageAttachment | undefined;
    if (input.attachmentFileId) {
      const file = await this.files.ownedBy(input.attachmentFileId, ownerId);
      if (!file) return new DomainError('attachment_not_found');
      attachment = { fileId: file.id, filename: file.original_filename };
    }
    const language = this.assistant.detectLanguage(content);
    // The question is appended before the assistant runs; its read model and push follow on their
    // own while the answer is computed. Someone else's conversation fails here as not_found.
    let known: { state: ConversationState; version: number } | undefined;
    if (!input.conversationId) {
      const title = titleFromQuestion(content) || DEFAULT_CONVERSATION_TITLE;
      const started = await this.commands.run(conversationCommand({ type: 'Start', conversationId: id, ownerId, title }, ctx, { waitFor: [] }));
      // A retried first question finds its conversation started: the question decides what happens.
      if (started instanceof DomainError && started.code !== 'conversation_exists') return started;
      if (!(started instanceof DomainError)) known = started;
    }
    const posted = await this.commands.run(
      conversationCommand({ type: 'PostMessage', conversationId: id, ownerId, messageId: questionId, content, language, attachment }, ctx, { waitFor: [], known }),
    );
    if (posted instanceof DomainError) return posted;
    const answered = posted.state.replies[questionId];
    if (answered) return this.answerOf(ownerId, id, questionId, answered);
    const questionEventId = posted.eventIds[0] ?? (await this.questionEventId(id, questionId));

    const replyId = randomUUID();
    this.live.toUser(ownerId, 'assistant:typing', { conversationId: id, typing: true });
    try {
      const reply = attachment
        ? await this.answerFromFile(attachment.fileId, content, language, ownerId)
        : await this.answer(content, language, ownerId, (delta) => this.live.toUser(ownerId, 'assistant:delta', { conversationId: id, messageId: replyId, delta }));
      const replied = await this.commands.run(
        conversationCommand(
          { type: 'RecordReply', conversationId: id, ownerId, messageId: replyId, inReplyTo: questionId, content: reply.text, sourceDocs: reply.sources, mode: reply.mode, timings: reply.timings, error: reply.error, sourceVersions: reply.sourceVersions },
          causedBy(ctx, questionEventId, new Date()),
          { known: posted },
        ),
      );
      // The same question sent twice at once: the first reply recorded is the answer to both.
      if (replied instanceof DomainError && replied.code === 'already_replied') return this.answerOf(ownerId, id, questionId, String(replied.params.replyId));
      if (replied instanceof DomainError) return replied;
      return this.answerOf(ownerId, id, questionId, replyId);
    } finally {
      this.live.toUser(ownerId, 'assistant:typing', { conversationId: id, typing: false });
    }
  }

  /** The asker's own knowledge files may answer them (and admins' files anyone). */
  private async answer(question: string, language: Language, askerId: string, onDelta: (delta: string) => void): Promise<AnswerReply> {
    try {
      return await this.assistant.answer({ question, language, askerId, onDelta });
    } catch (error) {
      logger('assistant').error({ err: error }, 'the assistant failed; the reply is marked');
      return { text: FAILED_REPLY[language], sources: [], mode: 'not_found', language, timings: { retrievalMs: 0, generationMs: 0, totalMs: 0 }, error: 'assistant_failed' };
    }
  }

  /**
   * A question with a file attached: answered from that file only, as "chat with file" answers
   * (same reading, the file's "still being read" or "could not be read" reply while it is not ready).
   */
  private async answerFromFile(fileId: string, question: string, language: Language, askerId: string): Promise<AnswerReply> {
    const started = Date.now();
    try {
      const answered = await this.fileChat.execute(fileId, askerId, question, language);
      if (answered instanceof DomainError) throw new Error(answered.code);
      const totalMs = Date.now() - started;
      return { text: answered.reply, sources: answered.sources, mode: answered.mode ?? 'not_found', language: answered.language, timings: { retrievalMs: totalMs, generationMs: 0, totalMs }, error: answered.error ?? null };
    } catch (error) {
      console.error('[assistant]', error);
      return { text: FAILED_REPLY[language], sources: [], mode: 'not_found', language, timings: { retrievalMs: 0, generationMs: 0, totalMs: 0 }, error: 'assistant_failed' };
    }
  }

  /** The question and its reply as the read model shows them once it caught up with the stream; `error` as the reply has it. */
  private async answerOf(ownerId: string, conversationId: string, questionId: string, replyId: string): Promise<SendMessageResponse> {
    await this.commands.settled(conversationStreamId(conversationId), [CONVERSATIONS_PROJECTOR]);
    const [userMessage, assistantMessage] = await Promise.all([this.queries.message(ownerId, questionId), this.queries.message(ownerId, replyId)]);
    const error = assistantMessage!.error;
    return { userMessage: userMessage!, assistantMessage: assistantMessage!, conversationId, ...(error ? { error } : {}) };
  }

  /** A retried question's `MessagePosted`, which its reply names as its cause. */
  private async questionEventId(conversationId: string, questionId: string): Promise<string> {
    const history = await this.store.readStream(conversationStreamId(conversationId));
    return history.find((e) => e.type === 'MessagePosted' && (e.data as { messageId?: string }).messageId === questionId)!.id;
  }
}
