import { Injectable } from '@nestjs/common';
import { LivePublisher } from '../../realtime/live-publisher.js';
import type { LedgerEntry } from '../read-model/audit-log.follower.js';

/** Pushes `audit:appended` (metadata only, never data) to auditors and admins once the ledger committed. */
@Injectable()
export class AuditTail {
  constructor(private readonly live: LivePublisher) {}

  onAppended = (entries: LedgerEntry[]): void => {
    for (const { seq, hash, event } of entries) {
      const m = event.metadata;
      this.live.toAuditors('audit:appended', {
        position: seq,
        id: event.id,
        streamId: event.streamId,
        streamVersion: event.streamVersion,
        type: event.type,
        metadata: { actor: m.actor, correlationId: m.correlationId, causationId: m.causationId ?? null, at: m.at },
        hash,
      });
    }
  };
}
