import { Injectable } from '@nestjs/common';
import type { SavedChangedPayload } from '@kb/contracts';
import type { StoredEvent } from '../../event-store/event-store.port.js';
import { LivePublisher } from '../../realtime/live-publisher.js';
import { LivePushes } from '../../realtime/live-pushes.js';
import { SAVED_ITEMS_PROJECTOR } from '../read-model/saved-items.projector.js';
import { SavedItemsQueries } from '../read-model/saved-items.queries.js';

type Change = { ownerId: string; kind: 'item'; itemId: string } | { ownerId: string; kind: 'conversation'; conversationId: string };

/**
 * Pushes `saved:changed` to the owner's tabs once the read model committed a batch, with the item
 * as the list shows it now (null once removed): every open Saved page and Save button stays
 * current. Nobody else hears it: the push goes to the owner's room only.
 */
@Injectable()
export class SavedPushes extends LivePushes<Change[]> {
  constructor(
    private readonly live: LivePublisher,
    private readonly queries: SavedItemsQueries,
  ) {
    super(SAVED_ITEMS_PROJECTOR, 'saved');
  }

  /** The saved items a batch touched, and the conversations whose saved items show a new title or are gone. */
  protected changes(events: StoredEvent[]): Change[] | null {
    const changes: Change[] = [];
    for (const stored of events) {
      const data = stored.data as { ownerId?: string; itemId?: string; conversationId?: string };
      if (!data.ownerId) continue;
      if (stored.type.startsWith('SavedItem') && data.itemId) changes.push({ ownerId: data.ownerId, kind: 'item', itemId: data.itemId });
      else if ((stored.type === 'ConversationRenamed' || stored.type === 'ConversationDeleted') && data.conversationId) {
        changes.push({ ownerId: data.ownerId, kind: 'conversation', conversationId: data.conversationId });
      }
    }
    return changes.length ? changes : null;
  }

  protected async push(changes: Change[]): Promise<void> {
    for (const change of changes) {
      if (change.kind === 'item') {
        const item = await this.queries.find(change.ownerId, change.itemId);
        const payload: SavedChangedPayload = { id: change.itemId, change: item ? 'created' : 'deleted', item };
        this.live.toUser(change.ownerId, 'saved:changed', payload);
        continue;
      }
      for (const item of await this.queries.byConversation(change.conversationId)) {
        if (item.ownerId !== change.ownerId) continue;
        const { ownerId: _owner, ...shown } = item;
        this.live.toUser(change.ownerId, 'saved:changed', { id: item.id, change: 'updated', item: shown });
      }
    }
  }
}
