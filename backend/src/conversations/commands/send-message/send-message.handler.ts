import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  conversationStreamId,
  DEFAULT_CONVERSATION_TITLE,
  type KnowledgeFileStatus,
  type Language,
  type MessageAttachment,
  type SendMessageResponse,
} from '@kb/contracts';
import { AnswerQuestion, answerFields } from '../../../assistant/answering.js';
import { Database } from '../../../database/database.js';
import { EVENT_STORE, type EventStore } from '../../../event-store/event-store.port.js';
import type { Position } from '../../../event-store/position.js';
import { LivePublisher } from '../../../realtime/live-publisher.js';
import { causedBy, type CommandContext } from '../../../shared/event-sourcing/command-handler.js';
import { CommandRunner } from '../../../shared/event-sourcing/command-runner.js';
import { DomainError } from '../../../shared/event-sourcing/decider.js';
import { titleFromQuestion, turnsBefore, type ConversationState } from '../../domain/conversation.decider.js';
import { CONVERSATIONS_PROJECTOR } from '../../read-model/conversations.projector.js';
import { ConversationQueries } from '../../read-model/conversations.queries.js';
import { ConversationPushes } from '../../live/conversation-pushes.js';
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

type Posted = { state: ConversationState; version: number };

/**
 * POST /api/messages, top to bottom: the question is recorded (ConversationStarted for a first
 * question, MessagePosted), the assistant answers it with the conversation's earlier turns, and its
 * reply (or a failure marked with `error`) is recorded caused by the question's event. Typing state
 * and streamed text are ephemeral pushes to every tab.
 *
 * The reply reaches the asking tab twice, on purpose: in this request's response, and, like every
 * other tab of the user, by ConversationPushes as soon as its append committed (the read model's
 * commit, later, pushes the conversation's new row). The client keys messages by id, so the second
 * arrival changes nothing; the response alone would leave the other tabs behind, the push alone
 * would make the asking tab wait on the socket.
 */
@Injectable()
export class SendMessageHandler {
  constructor(
    private readonly commands: CommandRunner,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly queries: ConversationQueries,
    private readonly answering: AnswerQuestion,
    private readonly live: LivePublisher,
    private readonly files: KnowledgeFilesQueries,
    private readonly pushes: ConversationPushes,
    private readonly db: Database,
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
    const language = this.answering.languageOf(content);
    // From the question's append to the reply's, the embedded connection serves this request first:
    // the question's projections would otherwise run (on the connection and the main thread) just
    // before the reply needs them. Waiting for the read model comes after, outside the hold.
    const outcome = await this.db.holdForCommands(() =>
      this.askAndAnswer({ input, id, questionId, language, attachment, fileStatus }, ctx),
    );
    if (outcome instanceof DomainError) return outcome;
    if ('answered' in outcome) return this.answerOf(ownerId, id, questionId, outcome.answered);
    await this.commands.visible(outcome.replied, [CONVERSATIONS_PROJECTOR]);
    return this.answerOf(ownerId, id, questionId, outcome.replyId, { settled: true });
  }

  /**
   * Records the question, answers it and records the reply, each message pushed to the owner's tabs
   * as soon as its append committed; does not wait for the read model. `answered`: the question
   * was answered before (or at the same time, by the same question sent twice) with that reply.
   */
  private async askAndAnswer(
    q: {
      input: SendMessage;
      id: string;
      questionId: string;
      language: Language;
      attachment?: MessageAttachment;
      fileStatus: KnowledgeFileStatus;
    },
    ctx: CommandContext,
  ): Promise<{ answered: string } | { replied: { position: Position | null }; replyId: string } | DomainError> {
    const { input, id, questionId, language, attachment, fileStatus } = q;
    const { ownerId, content } = input;

    // 1. The question, recorded before the assistant runs (a retried one finds its answer).
    const asked = await this.recordQuestion({ input, id, questionId, language, attachment }, ctx);
    if (asked instanceof DomainError || 'answered' in asked) return asked;

    // 2. The answer, from the asker's scope (or the attached file alone), with the turns before it.
    const replyId = randomUUID();
    this.live.toUser(ownerId, 'assistant:typing', { conversationId: id, typing: true });
    try {
      const unready = attachment ? unreadyFileReply(fileStatus, language) : null;
      let streamed = 0;
      const answer = await this.answering.answer({
        question: content,
        language,
        origin: 'conversation',
        answerFrom: attachment ? { only: 'file', fileId: attachment.fileId } : { only: 'asker_scope', askerId: ownerId },
        history: turnsBefore(asked.posted.state, questionId),
        // An attached file that cannot answer yet (still being read, or unreadable) says so instead.
        preset: unready === null ? null : { text: unready, sources: [], mode: 'not_found' },
        // Each delta says where in the reply it starts, so a tab that joins late never shows a tail.
        onDelta: attachment
          ? undefined
          : (delta) => {
              this.live.toUser(ownerId, 'assistant:delta', { conversationId: id, messageId: replyId, delta, offset: streamed });
              streamed += delta.length;
            },
      });

      // 3. The reply, caused by the question's event.
      const at = new Date();
      const replied = await this.commands.run(
        conversationCommand(
          { type: 'RecordReply', conversationId: id, ownerId, messageId: replyId, inReplyTo: questionId, ...answerFields(answer) },
          causedBy(ctx, asked.causationId, at),
          { known: asked.posted, waitFor: [] },
        ),
      );
      // The same question sent twice at once: the first reply recorded is the answer to both.
      if (replied instanceof DomainError && replied.code === 'already_replied') return { answered: String(replied.params.replyId) };
      if (replied instanceof DomainError) return replied;
      this.pushes.appended(replied, at);
      return { replied, replyId };
    } finally {
      this.live.toUser(ownerId, 'assistant:typing', { conversationId: id, typing: false });
    }
  }

  /**
   * ConversationStarted for a first question, then MessagePosted (pushed at once); their read model
   * and its pushes follow on their own. Someone else's conversation fails here as not_found. A
   * question already answered (sent again with its id) is `answered` by its first reply.
   */
  private async recordQuestion(
    q: { input: SendMessage; id: string; questionId: string; language: Language; attachment?: MessageAttachment },
    ctx: CommandContext,
  ): Promise<{ posted: Posted; causationId: string } | { answered: string } | DomainError> {
    const { input, id, questionId, language, attachment } = q;
    const { ownerId, content } = input;
    let known: Posted | undefined;
    if (!input.conversationId) {
      const title = titleFromQuestion(content) || DEFAULT_CONVERSATION_TITLE;
      const started = await this.commands.run(
        conversationCommand({ type: 'Start', conversationId: id, ownerId, title }, ctx, { waitFor: [] }),
      );
      // A retried first question finds its conversation started: the question decides what happens.
      if (started instanceof DomainError && started.code !== 'conversation_exists') return started;
      if (!(started instanceof DomainError)) known = started;
    }
    const posted = await this.commands.run(
      conversationCommand({ type: 'PostMessage', conversationId: id, ownerId, messageId: questionId, content, language, attachment }, ctx, {
        waitFor: [],
        known,
      }),
    );
    if (posted instanceof DomainError) return posted;
    this.pushes.appended(posted, ctx.now);
    const answered = posted.state.replies[questionId];
    if (answered) return { answered };
    return { posted, causationId: posted.eventIds[0] ?? (await this.questionEventId(id, questionId)) };
  }

  /** The question and its reply as the read model shows them once it caught up with the stream; `error` as the reply has it. */
  private async answerOf(
    ownerId: string,
    conversationId: string,
    questionId: string,
    replyId: string,
    read = { settled: false },
  ): Promise<SendMessageResponse> {
    if (!read.settled) await this.commands.settled(conversationStreamId(conversationId), [CONVERSATIONS_PROJECTOR]);
    const [userMessage, assistantMessage] = await Promise.all([
      this.queries.message(ownerId, questionId),
      this.queries.message(ownerId, replyId),
    ]);
    const error = assistantMessage!.error;
    return { userMessage: userMessage!, assistantMessage: assistantMessage!, conversationId, ...(error ? { error } : {}) };
  }

  /** A retried question's `MessagePosted`, which its reply names as its cause. */
  private async questionEventId(conversationId: string, questionId: string): Promise<string> {
    const history = await this.store.readStream(conversationStreamId(conversationId));
    return history.find((e) => e.type === 'MessagePosted' && (e.data as { messageId?: string }).messageId === questionId)!.id;
  }
}
