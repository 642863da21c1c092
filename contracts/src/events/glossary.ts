import type { DomainEvent } from './envelope.js';

/**
 * Glossary events: the groups of terms the assistant treats as equivalent, taught by admins. One
 * stream for the whole glossary (`glossary-entries`), so a group duplicating another is refused
 * by the aggregate itself; each entry keeps its own version. Who and when live in the metadata.
 */
export const GLOSSARY_STREAM = 'glossary-entries';

/** Where an entry came from: the vocabulary shipped with the product, or an admin. */
export type GlossaryOrigin = 'shipped' | 'admin';

/** A new group of equivalent terms (at least two, already trimmed and without repeats). */
export type GlossaryEntryAdded = DomainEvent<'GlossaryEntryAdded', { id: string; terms: string[]; origin: GlossaryOrigin }>;

/** The group's terms replaced: `terms` now, `previousTerms` before. */
export type GlossaryEntryChanged = DomainEvent<'GlossaryEntryChanged', { id: string; terms: string[]; previousTerms: string[] }>;

/** The group is gone; `terms` are what it held, so the audit log can name it. */
export type GlossaryEntryRemoved = DomainEvent<'GlossaryEntryRemoved', { id: string; terms: string[] }>;

export type GlossaryEvent = GlossaryEntryAdded | GlossaryEntryChanged | GlossaryEntryRemoved;
export const GLOSSARY_EVENT_TYPES: readonly GlossaryEvent['type'][] = [
  'GlossaryEntryAdded',
  'GlossaryEntryChanged',
  'GlossaryEntryRemoved',
];
