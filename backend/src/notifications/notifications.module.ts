import { Module, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { ProjectionRunner } from '../projections/projection-runner.js';
import { MarkKbUpdatesReadController } from './commands/mark-read/mark-read.controller.js';
import { MarkKbUpdatesReadHandler } from './commands/mark-read/mark-read.handler.js';
import { KbUpdatesPushes } from './live/kb-updates-pushes.js';
import { ListKbUpdatesController } from './queries/list-updates/list-updates.controller.js';
import { kbUpdatesProjector } from './read-model/kb-updates.projector.js';
import { KbUpdatesQueries } from './read-model/kb-updates.queries.js';
import { KB_UPDATES_MESSAGES } from './http/kb-updates-messages.js';
import { messagesProvider } from '../shared/i18n/messages.js';

/**
 * Notifications (issue 31): what changed in the knowledge base (documents published, updated,
 * archived) from the documents' events, each user's read marker as their own events, and a live
 * nudge to every tab when either changes.
 */
@Module({
  controllers: [ListKbUpdatesController, MarkKbUpdatesReadController],
  providers: [KbUpdatesQueries, MarkKbUpdatesReadHandler, KbUpdatesPushes, messagesProvider(KB_UPDATES_MESSAGES)],
})
export class NotificationsModule implements OnModuleInit, OnModuleDestroy {
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly runner: ProjectionRunner,
    private readonly pushes: KbUpdatesPushes,
  ) {}

  onModuleInit(): void {
    this.runner.register(kbUpdatesProjector);
    this.unsubscribe = this.runner.onCommitted(this.pushes.onCommitted);
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
  }
}
