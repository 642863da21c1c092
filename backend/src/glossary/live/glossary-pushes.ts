import { Injectable } from '@nestjs/common';
import { GLOSSARY_EVENT_TYPES, type GlossaryEvent } from '@kb/contracts';
import type { CommittedBatch } from '../../projections/projection-runner.js';
import { LivePublisher } from '../../realtime/live-publisher.js';
import { decodeEventOf } from '../../shared/event-sourcing/decider.js';
import { GLOSSARY_PROJECTOR } from '../read-model/glossary.projector.js';
import { GlossaryQueries } from '../read-model/glossary.queries.js';

/**
 * Pushes `glossary:changed` to admins' sockets once the read model committed a batch, with the
 * entry as the list shows it now (null after removal), so every open Glossary tab stays current.
 */
@Injectable()
export class GlossaryPushes {
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly live: LivePublisher,
    private readonly queries: GlossaryQueries,
  ) {}

  /** Runner listener; batches are handled one at a time so pushes keep the commit order. */
  onCommitted = (batch: CommittedBatch): void => {
    if (batch.projector !== GLOSSARY_PROJECTOR) return;
    // Per entry, in order of first appearance: whether the batch added it.
    const changes = new Map<string, { created: boolean }>();
    for (const stored of batch.events) {
      const event = decodeEventOf<GlossaryEvent>(stored, GLOSSARY_EVENT_TYPES);
      if (event && !changes.has(event.data.id)) changes.set(event.data.id, { created: event.type === 'GlossaryEntryAdded' });
    }
    if (!changes.size) return;
    this.queue = this.queue
      .then(() => this.push(changes))
      .catch((error) => console.error('[glossary] live push failed:', (error as Error).message));
  };

  /** Resolves when every batch seen so far has been pushed. */
  idle(): Promise<void> {
    return this.queue;
  }

  private async push(changes: Map<string, { created: boolean }>): Promise<void> {
    const entries = new Map((await this.queries.findByIds([...changes.keys()])).map((e) => [e.id, e]));
    for (const [id, { created }] of changes) {
      const entry = entries.get(id) ?? null;
      this.live.toAdmins('glossary:changed', { id, change: !entry ? 'deleted' : created ? 'created' : 'updated', entry });
    }
  }
}
