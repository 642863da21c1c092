import { MAX_SAVED_ITEMS, type SavedItemAdded, type SavedItemEvent } from '@kb/contracts';
import { DomainError, type Decider } from '../../shared/event-sourcing/decider.js';

/** One item as the aggregate knows it; a removed item stays (it can be restored, its id is never reused). */
export interface ItemState {
  messageId: string;
  removed: boolean;
}

/** One user's saved items (one stream per user), by id in the order they were saved. */
export interface SavedItemsState {
  items: ReadonlyMap<string, ItemState>;
}

/** What a saved item keeps of its message: the copy recorded with it (see `SavedItemAdded`). */
export type SavedSnapshot = Omit<SavedItemAdded['data'], 'itemId' | 'ownerId'>;

export type SaveItem = { type: 'SaveItem'; itemId: string; ownerId: string; snapshot: SavedSnapshot };
export type RemoveItem = { type: 'RemoveItem'; itemId: string; ownerId: string };
/** Undoes a removal. */
export type RestoreItem = { type: 'RestoreItem'; itemId: string; ownerId: string };
export type SavedItemsCommand = SaveItem | RemoveItem | RestoreItem;

/** The live item keeping `messageId`, if any. */
export function liveItemOf(state: SavedItemsState, messageId: string): string | null {
  for (const [id, item] of state.items) if (!item.removed && item.messageId === messageId) return id;
  return null;
}

const liveCount = (state: SavedItemsState) => [...state.items.values()].filter((item) => !item.removed).length;

function decide(command: SavedItemsCommand, state: SavedItemsState): SavedItemEvent[] | DomainError {
  switch (command.type) {
    case 'SaveItem': {
      // Saving a message already kept keeps it once: the second press changes nothing.
      if (liveItemOf(state, command.snapshot.messageId)) return [];
      if (state.items.has(command.itemId)) return new DomainError('saved_item_exists', { id: command.itemId });
      if (liveCount(state) >= MAX_SAVED_ITEMS) return new DomainError('saved_items_full', { max: MAX_SAVED_ITEMS });
      return [{ type: 'SavedItemAdded', data: { itemId: command.itemId, ownerId: command.ownerId, ...command.snapshot } }];
    }
    case 'RemoveItem': {
      const item = state.items.get(command.itemId);
      if (!item || item.removed) return new DomainError('not_found', { entity: 'saved_item' });
      return [{ type: 'SavedItemRemoved', data: { itemId: command.itemId, ownerId: command.ownerId, messageId: item.messageId } }];
    }
    case 'RestoreItem': {
      const item = state.items.get(command.itemId);
      if (!item) return new DomainError('not_found', { entity: 'saved_item' });
      // Already back, or the message was saved again meanwhile: it is kept either way.
      if (!item.removed || liveItemOf(state, item.messageId)) return [];
      if (liveCount(state) >= MAX_SAVED_ITEMS) return new DomainError('saved_items_full', { max: MAX_SAVED_ITEMS });
      return [{ type: 'SavedItemRestored', data: { itemId: command.itemId, ownerId: command.ownerId, messageId: item.messageId } }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

function evolve(state: SavedItemsState, event: SavedItemEvent): SavedItemsState {
  const items = new Map(state.items);
  const before = items.get(event.data.itemId);
  switch (event.type) {
    case 'SavedItemAdded':
      items.set(event.data.itemId, { messageId: event.data.messageId, removed: false });
      break;
    case 'SavedItemRemoved':
      if (before) items.set(event.data.itemId, { ...before, removed: true });
      break;
    case 'SavedItemRestored':
      if (before) items.set(event.data.itemId, { ...before, removed: false });
      break;
    default: {
      const unknown: never = event;
      throw new Error(`Unknown event ${JSON.stringify(unknown)}`);
    }
  }
  return { items };
}

/** The SavedItems aggregate (pure): ids, the owner and the message's copy come in with the command. */
export const savedItemsDecider: Decider<SavedItemsState, SavedItemsCommand, SavedItemEvent> = {
  initialState: { items: new Map() },
  decide,
  evolve,
};
