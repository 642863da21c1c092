import { Injectable } from '@nestjs/common';
import { GLOSSARY_EVENT_TYPES, type GlossaryEvent } from '@kb/contracts';
import type { StoredEvent } from '../../event-store/event-store.port.js';
import { LivePublisher } from '../../realtime/live-publisher.js';
import { LivePushes } from '../../realtime/live-pushes.js';
import { decodeEventOf } from '../../shared/event-sourcing/decider.js';
import { GLOSSARY_PROJECTOR } from '../read-model/glossary.projector.js';
import { GlossaryQueries } from '../read-model/glossary.queries.js';

/**
 * Pushes `glossary:changed` to admins' sockets once the read model committed a batch, with the
 * entry as the list shows it now (null after removal), so every open Glossary tab stays current.
 */
@Injectable()
export class GlossaryPushes extends LivePushes<Map<string, { created: boolean }>> {
  constructor(
    private readonly live: LivePublisher,
    private readonly queries: GlossaryQueries,
  ) {
    super(GLOSSARY_PROJECTOR, 'glossary');
  }

  /** Per entry, in order of first appearance: whether the batch added it. */
  protected changes(events: StoredEvent[]): Map<string, { created: boolean }> | null {
    const changes = new Map<string, { created: boolean }>();
    for (const stored of events) {
      const event = decodeEventOf<GlossaryEvent>(stored, GLOSSARY_EVENT_TYPES);
      if (event && !changes.has(event.data.id)) changes.set(event.data.id, { created: event.type === 'GlossaryEntryAdded' });
    }
    return changes.size ? changes : null;
  }

  protected async push(changes: Map<string, { created: boolean }>): Promise<void> {
    const entries = new Map((await this.queries.findByIds([...changes.keys()])).map((e) => [e.id, e]));
    for (const [id, { created }] of changes) {
      const entry = entries.get(id) ?? null;
      this.live.toAdmins('glossary:changed', { id, change: !entry ? 'deleted' : created ? 'created' : 'updated', entry });
    }
  }
}
