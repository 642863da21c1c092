import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { conversationStreamId, DEFAULT_CONVERSATION_TITLE, type KnowledgeFileStatus, type MessageAttachment, type SendMessageResponse } from '@kb/contracts';
import { answerFields, AskQuestionHandler, type AnswerRecorder } from '../../../assistant/ask-question.js';
import { EVENT_STORE, type EventStore } from '../../../event-store/event-store.port.js';
import { LivePublisher } from '../../../realtime/live-publisher.js';
import type { CommandContext } from '../../../shared/event-sourcing/command-handler.js';
import { CommandRunner } from '../../../shared/event-sourcing/command-runner.js';
import { DomainError } from '../../../shared/event-sourcing/decider.js';
import { titleFromQuestion, type ConversationState } from '../../domain/conversation.decider.js';
import { CONVERSATIONS_PROJECTOR } from '../../read-model/conversations.projector.js';
import { ConversationQueries } from '../../read-model/conversations.queries.js';
import { conversationCommand } from '../conversation-command.js';
import { KnowledgeFilesQueries, unreadyFileReply } from '../../../knowledge-files/file-answering.js';

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
 * POST /api/messages, asked through AskQuestion: the question is recorded first, then the assistant
 * runs, then its reply (or a failure marked with `error`) is recorded, caused by the question's
 * event. Typing state and streamed text are ephemeral pushes to every tab; the recorded messages
 * reach the tabs once, after the read model committed them (ConversationPushes).
 */
@Injectable()
export class SendMessageHandler {
  constructor(
    private readonly commands: CommandRunner,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly queries: ConversationQueries,
    private readonly ask: AskQuestionHandler,
    private readonly live: LivePublisher,
    private readonly files: KnowledgeFilesQueries,
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
    let fileStatus: KnowledgeFileStatus = 'ready';
    if (input.attachmentFileId) {
      const file = await this.files.ownedBy(input.attachmentFileId, ownerId);
      if (!file) return new DomainError('attachment_not_found');
      attachment = { fileId: file.id, filename: file.original_filename };
      fileStatus = file.status as KnowledgeFileStatus;
    }
    const replyId = randomUUID();
    const typing = { shown: false };
    // Characters of the reply streamed so far: each delta says where it starts.
    const streamed = { length: 0 };
    try {
      return await this.ask.execute<SendMessageResponse>(
        {
          question: content,
          origin: 'conversation',
          // The asker's own knowledge files may answer them (and admins' files anyone); an attached file alone answers.
          answerFrom: attachment ? { only: 'file', fileId: attachment.fileId } : { only: 'asker_scope', askerId: ownerId },
          // An attached file that cannot answer yet (still being read, or unreadable) says so instead.
          preset: (language) => {
            const unready = unreadyFileReply(fileStatus, language);
            return unready === null ? null : { text: unready, sources: [], mode: 'not_found' };
          },
          onDelta: attachment
            ? undefined
            : (delta) => {
                this.live.toUser(ownerId, 'assistant:delta', { conversationId: id, messageId: replyId, delta, offset: streamed.length });
                streamed.length += delta.length;
              },
          record: this.recorder({ input, id, questionId, replyId, attachment, typing }, ctx),
        },
        ctx,
      );
    } finally {
      if (typing.shown) this.live.toUser(ownerId, 'assistant:typing', { conversationId: id, typing: false });
    }
  }

  /**
   * The question is appended before the assistant runs; its read model and push follow on their
   * own while the answer is computed. Someone else's conversation fails here as not_found. The reply
   * (or a failure marked with `error`) is recorded caused by the question's event.
   */
  private recorder(
    q: { input: SendMessage; id: string; questionId: string; replyId: string; attachment?: MessageAttachment; typing: { shown: boolean } },
    ctx: CommandContext,
  ): AnswerRecorder<SendMessageResponse> {
    const { input, id, questionId, replyId, attachment, typing } = q;
    const { ownerId, content } = input;
    let posted: { state: ConversationState; version: number } | undefined;
    return {
      question: async (language) => {
        let known: { state: ConversationState; version: number } | undefined;
        if (!input.conversationId) {
          const title = titleFromQuestion(content) || DEFAULT_CONVERSATION_TITLE;
          const started = await this.commands.run(conversationCommand({ type: 'Start', conversationId: id, ownerId, title }, ctx, { waitFor: [] }));
          // A retried first question finds its conversation started: the question decides what happens.
          if (started instanceof DomainError && started.code !== 'conversation_exists') return started;
          if (!(started instanceof DomainError)) known = started;
        }
        const result = await this.commands.run(
          conversationCommand({ type: 'PostMessage', conversationId: id, ownerId, messageId: questionId, content, language, attachment }, ctx, { waitFor: [], known }),
        );
        if (result instanceof DomainError) return result;
        posted = result;
        const answered = result.state.replies[questionId];
        if (answered) return { done: await this.answerOf(ownerId, id, questionId, answered) };
        typing.shown = true;
        this.live.toUser(ownerId, 'assistant:typing', { conversationId: id, typing: true });
        return { causationId: result.eventIds[0] ?? (await this.questionEventId(id, questionId)) };
      },
      answer: async (reply, replyCtx) => {
        const replied = await this.commands.run(
          conversationCommand(
            { type: 'RecordReply', conversationId: id, ownerId, messageId: replyId, inReplyTo: questionId, ...answerFields(reply) },
            replyCtx,
            { known: posted },
          ),
        );
        // The same question sent twice at once: the first reply recorded is the answer to both.
        if (replied instanceof DomainError && replied.code === 'already_replied') return this.answerOf(ownerId, id, questionId, String(replied.params.replyId));
        if (replied instanceof DomainError) return replied;
        // The run waited for the read model to show the reply (and the question before it).
        return this.answerOf(ownerId, id, questionId, replyId, { settled: true });
      },
    };
  }

  /** The question and its reply as the read model shows them once it caught up with the stream; `error` as the reply has it. */
  private async answerOf(ownerId: string, conversationId: string, questionId: string, replyId: string, read = { settled: false }): Promise<SendMessageResponse> {
    if (!read.settled) await this.commands.settled(conversationStreamId(conversationId), [CONVERSATIONS_PROJECTOR]);
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
