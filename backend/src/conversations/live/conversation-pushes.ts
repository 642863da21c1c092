import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { CONVERSATION_EVENT_TYPES, type AssistantReplied, type ConversationEvent, type Message, type MessagePosted } from '@kb/contracts';
import type { StoredEvent } from '../../event-store/event-store.port.js';
import { ProjectionRunner } from '../../projections/projection-runner.js';
import { LivePublisher } from '../../realtime/live-publisher.js';
import { decodeEventOf } from '../../shared/event-sourcing/decider.js';
import { CONVERSATIONS_PROJECTOR } from '../read-model/conversations.projector.js';
import { ConversationQueries } from '../read-model/conversations.queries.js';
import { logger } from '../../observability/logger.js';

/**
 * Pushes list and message changes to every tab of the owner, once the read model committed them.
 * Ids are the client's own when it named them, so the sending tab recognises its items.
 */
@Injectable()
export class ConversationPushes implements OnModuleInit, OnModuleDestroy {
  private off: (() => void) | null = null;

  constructor(
    private readonly runner: ProjectionRunner,
    private readonly live: LivePublisher,
    private readonly queries: ConversationQueries,
  ) {}

  onModuleInit(): void {
    this.off = this.runner.onCommitted(({ projector, events }) => {
      if (projector !== CONVERSATIONS_PROJECTOR) return;
      void this.push(events).catch((error) => logger('conversations').error({ err: error }, 'live push failed'));
    });
  }

  onModuleDestroy(): void {
    this.off?.();
  }

  private async push(stored: StoredEvent[]): Promise<void> {
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
          const conversation = await this.queries.find(ownerId, conversationId);
          if (conversation) this.live.toUser(ownerId, e.type === 'ConversationStarted' ? 'conversation:created' : 'conversation:updated', conversation);
          break;
        }
        case 'MessagePosted':
        case 'AssistantReplied': {
          // The event holds the whole message: push it before anything else is read.
          this.live.toUser(ownerId, 'message:created', messageOf(e, event.metadata.at));
          const conversation = await this.queries.find(ownerId, conversationId);
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
  const base = { id: e.data.messageId, conversationId: e.data.conversationId, content: e.data.content, createdAt: new Date(at).toISOString(), helpful: null };
  return e.type === 'MessagePosted'
    ? { ...base, role: 'user', sourceDocs: [], error: null }
    : { ...base, role: 'assistant', sourceDocs: e.data.sourceDocs, error: e.data.error, mode: e.data.mode };
}
