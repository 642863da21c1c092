import { MAX_GLOSSARY_TERMS, MAX_GLOSSARY_TERM_LENGTH, MIN_GLOSSARY_TERMS, type GlossaryEvent, type GlossaryOrigin } from '@kb/contracts';
import { DomainError, type Decider } from '../../shared/event-sourcing/decider.js';

/** One entry as the aggregate knows it; a removed entry stays (its id is never reused). */
export interface EntryState {
  terms: readonly string[];
  /** The entry's own events, counted from 1. */
  version: number;
  removed: boolean;
}

/** The whole glossary (one stream): every entry ever added, by id, in the order they were added. */
export interface GlossaryState {
  entries: ReadonlyMap<string, EntryState>;
}

export type AddEntry = { type: 'AddEntry'; id: string; terms: readonly string[]; origin: GlossaryOrigin };
export type ChangeEntry = { type: 'ChangeEntry'; id: string; terms: readonly string[]; expectedVersion?: number };
export type RemoveEntry = { type: 'RemoveEntry'; id: string; expectedVersion?: number };
/** The shipped vocabulary on a start: adds each group whose id was never used and which is valid and new. */
export type SeedEntries = { type: 'SeedEntries'; entries: readonly { id: string; terms: readonly string[] }[] };
export type GlossaryCommand = AddEntry | ChangeEntry | RemoveEntry | SeedEntries;

/** A term as stored: Unicode NFC, inner whitespace collapsed, trimmed. */
export const cleanTerm = (term: string) => term.normalize('NFC').replace(/\s+/g, ' ').trim();
const keyOf = (term: string) => term.toLocaleLowerCase('en');
/** Two groups holding the same terms (any order, any case) are the same group. */
export const groupKey = (terms: readonly string[]) => [...new Set(terms.map(keyOf))].sort().join('\u0000');

/**
 * The terms of a group as recorded: each cleaned, repeats (ignoring case) dropped keeping the
 * first; refused when a term is blank or too long, or when fewer than two or too many remain.
 */
export function checkTerms(raw: readonly string[]): string[] | DomainError {
  const terms: string[] = [];
  const seen = new Set<string>();
  for (const [index, value] of raw.entries()) {
    const term = cleanTerm(value);
    if (term === '') return new DomainError('glossary_term_blank', { position: index + 1 });
    if (term.length > MAX_GLOSSARY_TERM_LENGTH)
      return new DomainError('glossary_term_too_long', { term: `${term.slice(0, 24)}…`, max: MAX_GLOSSARY_TERM_LENGTH });
    if (seen.has(keyOf(term))) continue;
    seen.add(keyOf(term));
    terms.push(term);
  }
  if (terms.length < MIN_GLOSSARY_TERMS) return new DomainError('glossary_terms_too_few', { min: MIN_GLOSSARY_TERMS });
  if (terms.length > MAX_GLOSSARY_TERMS) return new DomainError('glossary_terms_too_many', { max: MAX_GLOSSARY_TERMS });
  return terms;
}

/** The live entry holding the same group as `terms`, other than `except`. */
function duplicateOf(state: GlossaryState, terms: readonly string[], except?: string): string | null {
  const key = groupKey(terms);
  for (const [id, entry] of state.entries) if (id !== except && !entry.removed && groupKey(entry.terms) === key) return id;
  return null;
}

function live(state: GlossaryState, id: string, expectedVersion: number | undefined): EntryState | DomainError {
  const entry = state.entries.get(id);
  if (!entry || entry.removed) return new DomainError('not_found', { entity: 'glossary_entry' });
  if (expectedVersion !== undefined && expectedVersion !== entry.version)
    return new DomainError('version_conflict', { expected: expectedVersion, actual: entry.version });
  return entry;
}

function decide(command: GlossaryCommand, state: GlossaryState): GlossaryEvent[] | DomainError {
  switch (command.type) {
    case 'AddEntry': {
      if (state.entries.has(command.id)) return new DomainError('glossary_entry_exists', { id: command.id });
      const terms = checkTerms(command.terms);
      if (terms instanceof DomainError) return terms;
      const duplicate = duplicateOf(state, terms);
      if (duplicate) return new DomainError('glossary_entry_duplicate', { id: duplicate });
      return [{ type: 'GlossaryEntryAdded', data: { id: command.id, terms, origin: command.origin } }];
    }
    case 'ChangeEntry': {
      const entry = live(state, command.id, command.expectedVersion);
      if (entry instanceof DomainError) return entry;
      const terms = checkTerms(command.terms);
      if (terms instanceof DomainError) return terms;
      if (terms.length === entry.terms.length && terms.every((t, i) => t === entry.terms[i])) return [];
      const duplicate = duplicateOf(state, terms, command.id);
      if (duplicate) return new DomainError('glossary_entry_duplicate', { id: duplicate });
      return [{ type: 'GlossaryEntryChanged', data: { id: command.id, terms, previousTerms: [...entry.terms] } }];
    }
    case 'RemoveEntry': {
      const entry = live(state, command.id, command.expectedVersion);
      if (entry instanceof DomainError) return entry;
      return [{ type: 'GlossaryEntryRemoved', data: { id: command.id, terms: [...entry.terms] } }];
    }
    case 'SeedEntries': {
      const events: GlossaryEvent[] = [];
      let next = state;
      for (const seed of command.entries) {
        if (next.entries.has(seed.id)) continue;
        const terms = checkTerms(seed.terms);
        if (terms instanceof DomainError || duplicateOf(next, terms)) continue;
        const event: GlossaryEvent = { type: 'GlossaryEntryAdded', data: { id: seed.id, terms, origin: 'shipped' } };
        events.push(event);
        next = evolve(next, event);
      }
      return events;
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

function evolve(state: GlossaryState, event: GlossaryEvent): GlossaryState {
  const entries = new Map(state.entries);
  const before = entries.get(event.data.id);
  switch (event.type) {
    case 'GlossaryEntryAdded':
      entries.set(event.data.id, { terms: event.data.terms, version: 1, removed: false });
      break;
    case 'GlossaryEntryChanged':
      if (before) entries.set(event.data.id, { terms: event.data.terms, version: before.version + 1, removed: false });
      break;
    case 'GlossaryEntryRemoved':
      if (before) entries.set(event.data.id, { ...before, version: before.version + 1, removed: true });
      break;
    default: {
      const unknown: never = event;
      throw new Error(`Unknown event ${JSON.stringify(unknown)}`);
    }
  }
  return { entries };
}

/** The Glossary aggregate (pure): ids, the actor and time come in with the command and its context. */
export const glossaryDecider: Decider<GlossaryState, GlossaryCommand, GlossaryEvent> = {
  initialState: { entries: new Map() },
  decide,
  evolve,
};
