import type { KbUpdatesEvent } from '@kb/contracts';
import { DomainError, type Decider } from '../../shared/event-sourcing/decider.js';

/** How far one user has read the knowledge-base updates. */
export interface KbUpdatesReadState {
  upTo: string | null;
}

export type KbUpdatesReadCommand = { type: 'MarkRead'; userId: string; upTo: string };

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/**
 * Marking read only moves forward: a tab showing an older list marks nothing; marking up to where
 * the user already read records nothing (idempotent).
 */
function decide(c: KbUpdatesReadCommand, s: KbUpdatesReadState): KbUpdatesEvent[] | DomainError {
  if (!ISO.test(c.upTo) || Number.isNaN(Date.parse(c.upTo))) return new DomainError('kb_updates_bad_time');
  if (s.upTo && Date.parse(c.upTo) <= Date.parse(s.upTo)) return [];
  return [{ type: 'KbUpdatesRead', data: { userId: c.userId, upTo: c.upTo } }];
}

function evolve(s: KbUpdatesReadState, e: KbUpdatesEvent): KbUpdatesReadState {
  switch (e.type) {
    case 'KbUpdatesRead':
      return { upTo: e.data.upTo };
    default: {
      const never: never = e.type;
      return never;
    }
  }
}

export const kbUpdatesReadDecider: Decider<KbUpdatesReadState, KbUpdatesReadCommand, KbUpdatesEvent> = {
  initialState: { upTo: null },
  decide,
  evolve,
};
