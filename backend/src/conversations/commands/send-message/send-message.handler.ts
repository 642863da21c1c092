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
import { AnswerQuestion, answerFields, type RecordedAnswer } from '../../../assistant/answering.js';
import { Database } from '../../../database/database.js';
import { EVENT_STORE, type EventStore } from '../../../event-store/event-store.port.js';
import type { Position } from '../../../event-store/position.js';
import { LivePublisher } from '../../../realtime/live-publisher.js';
import { causedBy, type CommandContext } from '../../../shared/event-sourcing/command-handler.js';
import { CommandRunner } from '../../../shared/event-sourcing/command-runner.js';
import { DomainError } from '../../../shared/event-sourcing/decider.js';
import { titleFromQuestion, turnsBefore, type ConversationCommand, type ConversationState } from '../../domain/conversation.decider.js';
import { CONVERSATIONS_PROJECTOR } from '../../read-model/conversations.projector.js';
import { ConversationQueries } from '../../read-model/conversations.queries.js';
import { ConversationPushes, type Typing } from '../../live/conversation-pushes.js';
import { conversationCommand, type ConversationRun } from '../conversation-command.js';
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
type Question = {
  input: SendMessage;
  id: string;
  questionId: string;
  language: Language;
  attachment?: MessageAttachment;
  fileStatus: KnowledgeFileStatus;
};
type Answered = { answered: string };
type Replied = { replied: { position: Position | null }; replyId: string };

/**
 * How long a new question waits for its answer before it is recorded alone: an answer ready by
 * then is recorded with it in one append (bench:live: a reply reached another tab 0.9 ms sooner at
 * p50 than with two appends), a longer one (a model's, a large corpus's) finds its question
 * recorded and shown in every tab meanwhile.
 */
const QUESTION_WAITS_MS = 100;

/**
 * POST /api/messages, top to bottom: the question is decided (ConversationStarted for a first
 * question is recorded first), the assistant answers it with the conversation's earlier turns, and
 * the question (MessagePosted) and its reply (or a failure marked with `error`, caused by the
 * question's event) are recorded: together when the answer came quickly, the question first when
 * it did not (see `askAndAnswer`). Either way a failing assistant leaves the question in the history
 * with its failed reply. Typing state and streamed text are ephemeral pushes to every tab; typing
 * only for an answer that is not there within {@link QUESTION_WAITS_MS} or streams: a quick one
 * reaches the tabs with its question, and a typing indicator for it would come and go unseen.
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
   *
   * A new question is answered at once. An answer ready within {@link QUESTION_WAITS_MS} (the
   * extractive engine's, a preset one) is recorded with its question in one append; one that takes
   * longer, or starts streaming, has its question recorded (and pushed) first, while it runs.
   */
  private async askAndAnswer(q: Question, ctx: CommandContext): Promise<Answered | Replied | DomainError> {
    const { input, id, questionId, language, attachment } = q;
    const { ownerId, content } = input;
    const started = input.conversationId ? undefined : await this.start(q, ctx);
    if (started instanceof DomainError) return started;
    const question = conversationCommand(
      { type: 'PostMessage', conversationId: id, ownerId, messageId: questionId, content, language, attachment },
      ctx,
      { waitFor: [], known: started },
    );
    // 1. The question, decided on the conversation as it is: someone else's fails here as not_found.
    const decided = await this.commands.decide(question);
    if (decided instanceof DomainError) return decided;
    const replyId = randomUUID();
    const typing = this.pushes.typing(ownerId, id);
    try {
      // 2. The answer to a new question, from the asker's scope (or the attached file alone), with
      // the turns before it. A question sent again (already recorded) is answered once looked up.
      const reply = decided.events.length > 0 ? this.reply(q, decided.state, replyId, typing) : null;
      const quick = reply && (await Promise.race([reply.answer, reply.questionDue]));
      if (quick) {
        // 3a. The question and its reply (caused by the question's event) in one append, unless
        // something was written to the conversation since it was decided.
        const at = new Date();
        const both = await this.commands.run(
          conversationCommand(question.command, ctx, {
            waitFor: [],
            known: decided.known,
            expectedVersion: decided.known.version,
            then: [{ command: this.replyCommand(q, replyId, quick), ctx: (ids) => causedBy(ctx, ids[0], at) }],
          }),
        );
        if (!(both instanceof DomainError)) {
          // Recorded at their own times (the reply's caused by the question), pushed together.
          this.pushes.appended(both, [...both.events.slice(1).map(() => ctx.now), at]);
          return { replied: both, replyId };
        }
        if (both.code === 'already_replied') return { answered: String(both.params.replyId) };
        if (both.code !== 'version_conflict') return both;
      }
      // 3b. The question first (pushed at once), then the reply once the answer is there.
      const asked = await this.recordQuestion(question, ctx);
      if (asked instanceof DomainError || 'answered' in asked) return asked;
      // The answer already under way holds if the question landed on the state it was decided on;
      // after another instance's write it is answered again with the conversation as it is.
      const fresh = reply && asked.posted.version === decided.known.version + decided.events.length;
      const answer = await (fresh ? reply : this.reply(q, asked.posted.state, replyId, typing)).answer;
      const at = new Date();
      const replied = await this.commands.run(
        conversationCommand(this.replyCommand(q, replyId, answer), causedBy(ctx, asked.causationId, at), {
          known: asked.posted,
          waitFor: [],
        }),
      );
      // The same question sent twice at once: the first reply recorded is the answer to both.
      if (replied instanceof DomainError && replied.code === 'already_replied') return { answered: String(replied.params.replyId) };
      if (replied instanceof DomainError) return replied;
      this.pushes.appended(replied, at);
      return { replied, replyId };
    } finally {
      typing.hide();
    }
  }

  /**
   * The assistant's answer to the question on the conversation as `state` holds it; `questionDue`
   * resolves (false) once the question should be recorded without waiting for it: after
   * {@link QUESTION_WAITS_MS}, or at the first streamed text. Then, and before that text, the
   * asker's tabs are told the assistant is typing.
   */
  private reply(
    q: Question,
    state: ConversationState,
    replyId: string,
    typing: Typing,
  ): { answer: Promise<RecordedAnswer>; questionDue: Promise<false> } {
    const { input, id, questionId, language, attachment, fileStatus } = q;
    const { ownerId, content } = input;
    let due!: () => void;
    const questionDue = new Promise<false>((resolve) => (due = () => (typing.show(), resolve(false))));
    const timer = setTimeout(due, QUESTION_WAITS_MS);
    const unready = attachment ? unreadyFileReply(fileStatus, language) : null;
    let streamed = 0;
    const answer = this.answering
      .answer({
        question: content,
        language,
        origin: 'conversation',
        answerFrom: attachment ? { only: 'file', fileId: attachment.fileId } : { only: 'asker_scope', askerId: ownerId },
        history: turnsBefore(state, questionId),
        // An attached file that cannot answer yet (still being read, or unreadable) says so instead.
        preset: unready === null ? null : { text: unready, sources: [], mode: 'not_found' },
        // Each delta says where in the reply it starts, so a tab that joins late never shows a tail.
        onDelta: attachment
          ? undefined
          : (delta) => {
              due();
              this.live.toUser(ownerId, 'assistant:delta', { conversationId: id, messageId: replyId, delta, offset: streamed });
              streamed += delta.length;
            },
      })
      .finally(() => clearTimeout(timer));
    return { answer, questionDue };
  }

  private replyCommand(q: Question, replyId: string, answer: RecordedAnswer): ConversationCommand {
    const { id, questionId, input } = q;
    return {
      type: 'RecordReply',
      conversationId: id,
      ownerId: input.ownerId,
      messageId: replyId,
      inReplyTo: questionId,
      ...answerFields(answer),
    };
  }

  /** ConversationStarted for a first question; a retried one finds it started, and the question decides. */
  private async start(q: Question, ctx: CommandContext): Promise<Posted | undefined | DomainError> {
    const { input, id } = q;
    const title = titleFromQuestion(input.content) || DEFAULT_CONVERSATION_TITLE;
    const started = await this.commands.run(
      conversationCommand({ type: 'Start', conversationId: id, ownerId: input.ownerId, title }, ctx, { waitFor: [] }),
    );
    if (started instanceof DomainError) return started.code === 'conversation_exists' ? undefined : started;
    return started;
  }

  /**
   * The question's MessagePosted (pushed at once); its read model and pushes follow on their own. A
   * question already answered (sent again with its id) is `answered` by its first reply.
   */
  private async recordQuestion(
    question: ConversationRun,
    ctx: CommandContext,
  ): Promise<{ posted: Posted; causationId: string } | Answered | DomainError> {
    const command = question.command as Extract<ConversationCommand, { type: 'PostMessage' }>;
    const posted = await this.commands.run(question);
    if (posted instanceof DomainError) return posted;
    this.pushes.appended(posted, ctx.now);
    const answered = posted.state.replies[command.messageId];
    if (answered) return { answered };
    return { posted, causationId: posted.eventIds[0] ?? (await this.questionEventId(command.conversationId, command.messageId)) };
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
