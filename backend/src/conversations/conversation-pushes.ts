import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { ConversationEvent } from '@kb/contracts';
import { ProjectionRunner } from '../projections/projection-runner.js';
import { LivePublisher } from '../realtime/live-publisher.js';
import { ConversationQueries } from './read-model/conversation-queries.js';
import { CONVERSATIONS_PROJECTOR } from './read-model/conversations.projector.js';

/** Pushes list and message changes to every tab of the owner, once the read model committed them. */
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
      void this.push(events.map((e) => ({ type: e.type, data: e.data }) as ConversationEvent)).catch((error) => console.error('[conversation pushes]', error));
    });
  }

  onModuleDestroy(): void {
    this.off?.();
  }

  private async push(events: ConversationEvent[]): Promise<void> {
    for (const e of events) {
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
          const message = await this.queries.message(ownerId, e.data.messageId);
          if (message) this.live.toUser(ownerId, 'message:created', message);
          const conversation = await this.queries.find(ownerId, conversationId);
          if (conversation) this.live.toUser(ownerId, 'conversation:updated', conversation);
          break;
        }
        case 'AnswerRated':
          break;
        default: {
          const never: never = e;
          return never;
        }
      }
    }
  }
}
