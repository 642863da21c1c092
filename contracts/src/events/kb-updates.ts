import type { DomainEvent } from './envelope.js';

/**
 * Knowledge-base updates a user has seen (issue 31, notifications): one stream per user,
 * `kb-updates-read-{userId}`. `upTo` is the time of the newest update they had in view.
 */
export const kbUpdatesReadStreamId = (userId: string) => `kb-updates-read-${userId}`;

export type KbUpdatesRead = DomainEvent<'KbUpdatesRead', { userId: string; upTo: string }>;
export type KbUpdatesEvent = KbUpdatesRead;
export const KB_UPDATES_EVENT_TYPES: readonly KbUpdatesEvent['type'][] = ['KbUpdatesRead'];
