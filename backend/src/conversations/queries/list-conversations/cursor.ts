import type { PageKey } from '../../read-model/conversations.queries.js';

const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Opaque to clients: base64url of the last row's sort key. */
export const encodeCursor = (key: PageKey): string => Buffer.from(JSON.stringify([key.updatedAt, key.id])).toString('base64url');

/** The key a cursor of ours holds, or null for anything else (edited, truncated, made up). */
export function decodeCursor(cursor: string): PageKey | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [updatedAt, id] = value as unknown[];
    if (typeof updatedAt !== 'string' || typeof id !== 'string' || !TIME.test(updatedAt) || !UUID.test(id)) return null;
    return Number.isNaN(Date.parse(updatedAt)) ? null : { updatedAt, id };
  } catch {
    return null;
  }
}
