import type { CommittedBatch } from '../../projections/projection-runner.js';
import type { LivePublisher } from '../../realtime/live-publisher.js';
import { KB_UPDATES_PROJECTOR } from '../read-model/kb-updates.projector.js';

/**
 * Once the updates read model committed a batch with a document change, every signed-in tab is told
 * to refetch its notifications (the list is the same for all; each user's count is their own).
 */
export function kbUpdatesPushes(live: LivePublisher) {
  return (batch: CommittedBatch): void => {
    if (batch.projector !== KB_UPDATES_PROJECTOR) return;
    if (!batch.events.some((e) => e.type.startsWith('Document') && e.metadata.actor !== 'system')) return;
    live.toAdmins('kb-updates:changed');
    live.toNonAdmins('kb-updates:changed');
  };
}
