import { Injectable } from '@nestjs/common';
import {
  CONVERSATION_EVENT_TYPES,
  type AssistantReplied,
  type Conversation,
  type ConversationEvent,
  type Message,
  type MessagePosted,
} from '@kb/contracts';
import type { Queryable } from '../../database/database.js';
import type { StoredEvent } from '../../event-store/event-store.port.js';
import { comparePositions, type Position } from '../../event-store/position.js';
import type { ProjectionRunner } from '../../projections/projection-runner.js';
import { LivePublisher } from '../../realtime/live-publisher.js';
import { LivePushes } from '../../realtime/live-pushes.js';
import { decodeEventOf } from '../../shared/event-sourcing/decider.js';
import { CONVERSATIONS_PROJECTOR } from '../read-model/conversations.projector.js';
import { ConversationQueries } from '../read-model/conversations.queries.js';

/** The assistant typing an answer, told to its asker's tabs: `show` once at most, `hide` only after a `show`. */
export type Typing = { show: () => void; hide: () => void };
/** Conversations whose row a push shows, by id: as the batch committed them (null: gone). */
type Rows = Map<string, Conversation | null>;
/** Message ids pushed at their append that are kept for the read model's push to skip. */
const PUSHED_AHEAD_KEPT = 10_000;
const SHOWS_ROW = new Set<string>(['ConversationStarted', 'ConversationRenamed', 'MessagePosted', 'AssistantReplied']);

/**
 * Pushes list and message changes to every tab of the owner, once the read model committed them
 * (a message sent through this process: once its append committed, see `appended`).
 * Ids are the client's own when it named them, so the sending tab recognises its items. The rows a
 * push shows are read inside the projector's transaction (`read`), so a reply's push never waits
 * for a query queued behind other projectors after the commit.
 */
@Injectable()
export class ConversationPushes extends LivePushes<StoredEvent[], Rows> {
  constructor(
    private readonly live: LivePublisher,
    private readonly queries: ConversationQueries,
  ) {
    super(CONVERSATIONS_PROJECTOR, 'conversations');
  }

  /** Messages pushed at their append, by event id: the read model's push skips them (one push each). */
  private readonly pushedAhead = new Set<string>();
  /** The furthest append whose messages were pushed ahead of the read model. */
  private ahead: Position | null = null;
  private runner: ProjectionRunner | null = null;

  override attach(runner: ProjectionRunner): () => void {
    this.runner = runner;
    return super.attach(runner);
  }

  /**
   * A question or reply to every tab of its owner as soon as its append committed (issue 50 item 4):
   * the event holds the whole message, and the read model's commit came several transactions later
   * on the one embedded connection. The read model's push then skips it. Another instance's (or an
   * earlier run's) messages are still pushed after the read model committed them. Commit order
   * holds: a question is appended, and pushed, before its reply; a question and its reply appended
   * together go in one push (bench:live: one packet per tab instead of two). `at`: when each event
   * was recorded (its metadata's `at`), or one time for all.
   */
  appended(
    result: { events: readonly ConversationEvent[]; eventIds: readonly string[]; position: Position | null },
    at: Date | readonly Date[],
  ): void {
    const messages: Message[] = [];
    let ownerId = '';
    result.events.forEach((e, i) => {
      if (e.type !== 'MessagePosted' && e.type !== 'AssistantReplied') return;
      messages.push(messageOf(e, (Array.isArray(at) ? at[i] : (at as Date)).toISOString()));
      ownerId = e.data.ownerId;
      this.pushedAhead.add(result.eventIds[i]);
      // Ids the read model's push never met (another instance applied them) do not pile up.
      if (this.pushedAhead.size > PUSHED_AHEAD_KEPT) this.pushedAhead.delete(this.pushedAhead.values().next().value!);
    });
    // One append is one stream: one conversation, one owner, one push.
    if (messages.length) this.live.toUser(ownerId, 'messages:created', messages);
    if (result.position && (!this.ahead || comparePositions(this.ahead, result.position) < 0)) this.ahead = result.position;
  }

  /**
   * The typing state of one answer, ephemeral (never recorded). The handler shows it only once the
   * answer is awaited (not there at once, or streaming): a quick answer's tabs get the question and
   * the reply together, and a typing state for it would come and go unseen.
   */
  typing(ownerId: string, conversationId: string): Typing {
    let shown = false;
    return {
      show: () => {
        if (shown) return;
        shown = true;
        this.live.toUser(ownerId, 'assistant:typing', { conversationId, typing: true });
      },
      hide: () => {
        if (shown) this.live.toUser(ownerId, 'assistant:typing', { conversationId, typing: false });
      },
    };
  }

  /**
   * Resolves once the read model shows every message pushed ahead of it so far: a thread a tab loads
   * after such a push (it was not listening yet) lists the message, as it did when every push came
   * after the read model. Past the runner's wait (10 s) it serves what the read model holds.
   */
  async shown(): Promise<void> {
    if (this.ahead && this.runner) await this.runner.waitFor(this.ahead, { projectors: [CONVERSATIONS_PROJECTOR] }).catch(() => undefined);
  }

  protected changes(events: StoredEvent[]): StoredEvent[] | null {
    return events.length ? events : null;
  }

  protected override async read(c: Queryable, stored: StoredEvent[]): Promise<Rows> {
    const rows: Rows = new Map();
    for (const event of stored) {
      const e = SHOWS_ROW.has(event.type) ? decodeEventOf<ConversationEvent>(event, CONVERSATION_EVENT_TYPES) : null;
      if (e && !rows.has(e.data.conversationId))
        rows.set(e.data.conversationId, await this.queries.find(e.data.ownerId, e.data.conversationId, c));
    }
    return rows;
  }

  protected async push(stored: StoredEvent[], rows: Rows | undefined): Promise<void> {
    // Not attached to the runner's reads: the current row.
    const conversationOf = async (ownerId: string, id: string) => (rows ? (rows.get(id) ?? null) : this.queries.find(ownerId, id));
    const events = stored.map((event) => ({ event, e: decodeEventOf<ConversationEvent>(event, CONVERSATION_EVENT_TYPES) }));
    // Each conversation's new messages in one push, at its first message in the batch.
    const messages = new Map<string, Message[]>();
    for (const { event, e } of events) {
      if ((e?.type !== 'MessagePosted' && e?.type !== 'AssistantReplied') || this.pushedAhead.delete(event.id)) continue;
      const list = messages.get(e.data.conversationId) ?? [];
      list.push(messageOf(e, event.metadata.at));
      messages.set(e.data.conversationId, list);
    }
    for (const { e } of events) {
      if (!e) continue;
      const { ownerId, conversationId } = e.data;
      switch (e.type) {
        case 'ConversationDeleted':
          this.live.toUser(ownerId, 'conversation:deleted', { id: conversationId });
          break;
        case 'ConversationStarted':
        case 'ConversationRenamed': {
          const conversation = await conversationOf(ownerId, conversationId);
          if (conversation)
            this.live.toUser(ownerId, e.type === 'ConversationStarted' ? 'conversation:created' : 'conversation:updated', conversation);
          break;
        }
        case 'MessagePosted':
        case 'AssistantReplied': {
          // The events hold the whole messages: pushed before anything else is read (unless they went at their append).
          const created = messages.get(conversationId);
          if (created) this.live.toUser(ownerId, 'messages:created', created);
          messages.delete(conversationId);
          const conversation = await conversationOf(ownerId, conversationId);
          if (conversation) this.live.toUser(ownerId, 'conversation:updated', conversation);
          break;
        }
        case 'AnswerRated':
        case 'ConversationRated':
          break;
        default: {
          const never: never = e;
          return never;
        }
      }
    }
  }
}

/** The message exactly as the read model stores it (see conversations.projector.ts). */
export function messageOf(e: MessagePosted | AssistantReplied, at: string): Message {
  const base = {
    id: e.data.messageId,
    conversationId: e.data.conversationId,
    content: e.data.content,
    createdAt: new Date(at).toISOString(),
    helpful: null,
  };
  return e.type === 'MessagePosted'
    ? { ...base, role: 'user', sourceDocs: [], error: null }
    : { ...base, role: 'assistant', sourceDocs: e.data.sourceDocs, error: e.data.error, mode: e.data.mode };
}
