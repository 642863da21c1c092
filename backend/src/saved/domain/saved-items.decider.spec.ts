import { describe, it } from 'vitest';
import { MAX_SAVED_ITEMS, type SavedItemEvent } from '@kb/contracts';
import { DomainError } from '../../shared/event-sourcing/decider.js';
import { DeciderSpecification } from '../../shared/event-sourcing/decider-specification.js';
import { savedItemsDecider, type SavedSnapshot } from './saved-items.decider.js';

const given = DeciderSpecification.for(savedItemsDecider);
const owner = 'u1';
const snapshot = (messageId: string, kind: 'answer' | 'question' = 'answer'): SavedSnapshot => ({
  kind,
  messageId,
  conversationId: 'c1',
  conversationTitle: 'Leave',
  content: kind === 'answer' ? 'You get 30 days.' : 'How many days?',
  question: kind === 'answer' ? 'How many days?' : null,
  sourceDocs: kind === 'answer' ? [{ id: 'd1', title: 'Annual Leave Policy', category: 'hr_policies', kind: 'document' }] : [],
  messageAt: '2026-05-01T10:00:00.000Z',
});
const added = (itemId: string, messageId: string, kind: 'answer' | 'question' = 'answer'): SavedItemEvent => ({
  type: 'SavedItemAdded',
  data: { itemId, ownerId: owner, ...snapshot(messageId, kind) },
});
const removed = (itemId: string, messageId: string): SavedItemEvent => ({
  type: 'SavedItemRemoved',
  data: { itemId, ownerId: owner, messageId },
});
const restored = (itemId: string, messageId: string): SavedItemEvent => ({
  type: 'SavedItemRestored',
  data: { itemId, ownerId: owner, messageId },
});
const notFound = new DomainError('not_found', { entity: 'saved_item' });

describe('SavedItems aggregate', () => {
  it('saves an answer or a question with the copy of its message', () => {
    given([])
      .when({ type: 'SaveItem', itemId: 'i1', ownerId: owner, snapshot: snapshot('m1') })
      .then([added('i1', 'm1')]);
    given([added('i1', 'm1')])
      .when({ type: 'SaveItem', itemId: 'i2', ownerId: owner, snapshot: snapshot('m0', 'question') })
      .then([added('i2', 'm0', 'question')]);
  });

  it('keeps a message once: saving it again changes nothing', () => {
    given([added('i1', 'm1')])
      .when({ type: 'SaveItem', itemId: 'i2', ownerId: owner, snapshot: snapshot('m1') })
      .then([]);
  });

  it('saves a removed message again as a new item, and never reuses an id', () => {
    given([added('i1', 'm1'), removed('i1', 'm1')])
      .when({ type: 'SaveItem', itemId: 'i2', ownerId: owner, snapshot: snapshot('m1') })
      .then([added('i2', 'm1')]);
    given([added('i1', 'm1'), removed('i1', 'm1')])
      .when({ type: 'SaveItem', itemId: 'i1', ownerId: owner, snapshot: snapshot('m2') })
      .thenFails(new DomainError('saved_item_exists', { id: 'i1' }));
  });

  it('refuses past the limit of live items, counting only live ones', () => {
    const full = Array.from({ length: MAX_SAVED_ITEMS }, (_, i) => added(`i${i}`, `m${i}`));
    given(full)
      .when({ type: 'SaveItem', itemId: 'new', ownerId: owner, snapshot: snapshot('mx') })
      .thenFails(new DomainError('saved_items_full', { max: MAX_SAVED_ITEMS }));
    given([...full, removed('i0', 'm0')])
      .when({ type: 'SaveItem', itemId: 'new', ownerId: owner, snapshot: snapshot('mx') })
      .then([added('new', 'mx')]);
  });

  it('removes a live item naming its message, and refuses an unknown or removed one', () => {
    given([added('i1', 'm1')])
      .when({ type: 'RemoveItem', itemId: 'i1', ownerId: owner })
      .then([removed('i1', 'm1')]);
    given([]).when({ type: 'RemoveItem', itemId: 'i1', ownerId: owner }).thenFails(notFound);
    given([added('i1', 'm1'), removed('i1', 'm1')])
      .when({ type: 'RemoveItem', itemId: 'i1', ownerId: owner })
      .thenFails(notFound);
  });

  it('undoes a removal; restoring a live item, or one whose message was saved again, changes nothing', () => {
    given([added('i1', 'm1'), removed('i1', 'm1')])
      .when({ type: 'RestoreItem', itemId: 'i1', ownerId: owner })
      .then([restored('i1', 'm1')]);
    given([added('i1', 'm1')])
      .when({ type: 'RestoreItem', itemId: 'i1', ownerId: owner })
      .then([]);
    given([added('i1', 'm1'), removed('i1', 'm1'), added('i2', 'm1')])
      .when({ type: 'RestoreItem', itemId: 'i1', ownerId: owner })
      .then([]);
    given([]).when({ type: 'RestoreItem', itemId: 'i1', ownerId: owner }).thenFails(notFound);
    // Removed again after a restore: removable, then restorable once more.
    given([added('i1', 'm1'), removed('i1', 'm1'), restored('i1', 'm1')])
      .when({ type: 'RemoveItem', itemId: 'i1', ownerId: owner })
      .then([removed('i1', 'm1')]);
  });
});
