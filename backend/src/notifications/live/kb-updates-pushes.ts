import { Injectable } from '@nestjs/common';
import type { StoredEvent } from '../../event-store/event-store.port.js';
import { LivePublisher } from '../../realtime/live-publisher.js';
import { LivePushes } from '../../realtime/live-pushes.js';
import { KB_UPDATES_PROJECTOR } from '../read-model/kb-updates.projector.js';

/**
 * Once the updates read model committed a batch with a document change, every signed-in tab is told
 * to refetch its notifications (the list is the same for all; each user's count is their own).
 */
@Injectable()
export class KbUpdatesPushes extends LivePushes<true> {
  constructor(private readonly live: LivePublisher) {
    super(KB_UPDATES_PROJECTOR, 'notifications');
  }

  protected changes(events: StoredEvent[]): true | null {
    return events.some((e) => e.type.startsWith('Document') && e.metadata.actor !== 'system') ? true : null;
  }

  protected push(): void {
    this.live.toAdmins('kb-updates:changed');
    this.live.toNonAdmins('kb-updates:changed');
  }
}
