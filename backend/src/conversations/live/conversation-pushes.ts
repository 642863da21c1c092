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
import { LivePublisher } from '../../realtime/live-publisher.js';
import { LivePushes } from '../../realtime/live-pushes.js';
import { decodeEventOf } from '../../shared/event-sourcing/decider.js';
import { CONVERSATIONS_PROJECTOR } from '../read-model/conversations.projector.js';
import { ConversationQueries } from '../read-model/conversations.queries.js';

/** Conversations whose row a push shows, by id: as the batch committed them (null: gone). */
type Rows = Map<string, Conversation | null>;
const SHOWS_ROW = new Set<string>(['ConversationStarted', 'ConversationRenamed', 'MessagePosted', 'AssistantReplied']);

/**
 * Pushes list and message changes to every tab of the owner, once the read model committed them.
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
    for (const event of stored) {
      const e = decodeEventOf<ConversationEvent>(event, CONVERSATION_EVENT_TYPES);
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
          // The event holds the whole message: push it before anything else is read.
          this.live.toUser(ownerId, 'message:created', messageOf(e, event.metadata.at));
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
