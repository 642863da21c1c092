import { Injectable } from '@nestjs/common';
import { GLOSSARY_EVENT_TYPES, type GlossaryEvent } from '@kb/contracts';
import { Glossary, type GlossaryGroup } from '../../assistant/vocabulary.js';
import type { StoredEvent } from '../../event-store/event-store.port.js';
import type { MemoryProjector } from '../../projections/projector.js';
import { decodeEventOf } from '../../shared/event-sourcing/decider.js';

export const GLOSSARY_TERMS_PROJECTOR = 'glossary-terms';

/**
 * The glossary as the assistant reads it on every question: the live entries' groups, in memory,
 * in the order they were added (an edited entry keeps its place). A follower of the event stream
 * like the documents' search index (each instance keeps its own, rebuilt on boot), so an admin's
 * edit is effective for the next question on every instance without a restart. `groups()` returns
 * the same array until an event changes it: the assistant rebuilds its tables on a new array only.
 */
@Injectable()
export class GlossaryTerms extends Glossary implements MemoryProjector {
  readonly kind = 'memory' as const;
  readonly name = GLOSSARY_TERMS_PROJECTOR;
  /** The only events a catch-up reads (projection-runner.ts); batches without these get no span. */
  readonly handles = GLOSSARY_EVENT_TYPES;

  private entries = new Map<string, readonly string[]>();
  private cached: readonly GlossaryGroup[] | null = null;

  reset(): void {
    this.entries = new Map();
    this.cached = null;
  }

  apply(stored: StoredEvent): void {
    const event = decodeEventOf<GlossaryEvent>(stored, GLOSSARY_EVENT_TYPES);
    if (!event) return;
    switch (event.type) {
      case 'GlossaryEntryAdded':
      case 'GlossaryEntryChanged':
        this.entries.set(event.data.id, Object.freeze([...event.data.terms]));
        break;
      case 'GlossaryEntryRemoved':
        this.entries.delete(event.data.id);
        break;
      default: {
        const unknown: never = event;
        throw new Error(`Unhandled glossary event ${JSON.stringify(unknown)}`);
      }
    }
    this.cached = null;
  }

  groups(): readonly GlossaryGroup[] {
    this.cached ??= Object.freeze([...this.entries].map(([id, terms]) => Object.freeze({ id, terms })));
    return this.cached;
  }
}
