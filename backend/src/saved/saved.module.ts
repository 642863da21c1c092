import { Module, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { ConversationsModule } from '../conversations/conversations.module.js';
import { ProjectionRunner } from '../projections/projection-runner.js';
import { RemoveItemController } from './commands/remove-item/remove-item.controller.js';
import { RemoveItemHandler } from './commands/remove-item/remove-item.handler.js';
import { RestoreItemController } from './commands/restore-item/restore-item.controller.js';
import { RestoreItemHandler } from './commands/restore-item/restore-item.handler.js';
import { SaveItemController } from './commands/save-item/save-item.controller.js';
import { SaveItemHandler } from './commands/save-item/save-item.handler.js';
import { SavedPushes } from './live/saved-pushes.js';
import { ListSavedController } from './queries/list-saved/list-saved.controller.js';
import { savedItemsProjector } from './read-model/saved-items.projector.js';
import { SavedItemsQueries } from './read-model/saved-items.queries.js';
import { SAVED_MESSAGES } from './http/saved-http.js';
import { messagesProvider } from '../shared/i18n/messages.js';

/**
 * Saved items (issue 48): the answers and questions a user keeps. An event-sourced SavedItems
 * aggregate per user, the `saved_items` read model (following its conversations' titles and
 * deletion), the `/api/saved` calls (the caller's own items only) and live `saved:changed` pushes
 * to the owner's tabs.
 */
@Module({
  imports: [ConversationsModule],
  controllers: [ListSavedController, SaveItemController, RemoveItemController, RestoreItemController],
  providers: [SavedItemsQueries, SaveItemHandler, RemoveItemHandler, RestoreItemHandler, SavedPushes, messagesProvider(SAVED_MESSAGES)],
})
export class SavedModule implements OnModuleInit, OnModuleDestroy {
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly runner: ProjectionRunner,
    private readonly pushes: SavedPushes,
  ) {}

  onModuleInit(): void {
    this.runner.register(savedItemsProjector);
    this.unsubscribe = this.runner.onCommitted(this.pushes.onCommitted);
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
  }
}
