import { Injectable } from '@nestjs/common';
import { LivePublisher } from '../../realtime/live-publisher.js';
import { PushQueue } from '../../realtime/live-pushes.js';
import type { LedgerEntry } from '../read-model/audit-log.follower.js';
import { AuditLogQueries } from '../read-model/audit-log.queries.js';

/**
 * Pushes `audit:appended` (metadata only, never data) to auditors and admins once the ledger
 * committed, naming each actor as the log does (issue 48: an auditor's own reading, recorded as
 * they read, showed a bare id). Batches go out one at a time, in ledger order.
 */
@Injectable()
export class AuditTail {
  private readonly queue = new PushQueue('audit');

  constructor(
    private readonly live: LivePublisher,
    private readonly queries: AuditLogQueries,
  ) {}

  onAppended = (entries: LedgerEntry[]): void => {
    this.queue.add(() => this.push(entries));
  };

  private async push(entries: LedgerEntry[]): Promise<void> {
    const names = await this.queries.userNames([...new Set(entries.map((e) => e.event.metadata.actor))]);
    for (const { seq, hash, event } of entries) {
      const m = event.metadata;
      this.live.toAuditors('audit:appended', {
        position: seq,
        id: event.id,
        streamId: event.streamId,
        streamVersion: event.streamVersion,
        type: event.type,
        metadata: {
          actor: m.actor,
          actorName: names.get(m.actor) ?? null,
          correlationId: m.correlationId,
          causationId: m.causationId ?? null,
          at: m.at,
        },
        hash,
      });
    }
  }
}
