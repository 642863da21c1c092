import type { AuditVerifyResult } from '@kb/contracts';
import type { EventStore, StoredEvent } from '../../event-store/event-store.port.js';
import type { Position } from '../../event-store/position.js';
import type { AuditLogQueries } from '../read-model/audit-log.queries.js';
import { GENESIS_HASH, chainHash } from './chain.js';

export interface Digest {
  position: number;
  hash: string;
}

const PAGE = 5000;

interface Page {
  raw: StoredEvent[];
  rows: { seq: number; eventId: string; hash: string }[];
}

/** The store's events after `from` and the ledger rows for the same positions, read together. */
async function readPage(store: EventStore, ledger: AuditLogQueries, from: Position | null, checked: number, end: number): Promise<Page> {
  const count = Math.min(PAGE, end - checked);
  const [raw, rows] = await Promise.all([store.readAll({ from, maxCount: count }), ledger.hashes(checked + 1, checked + count)]);
  return { raw, rows };
}

/**
 * Recomputes the chain from the raw events of the store, in its global order, and compares it with
 * the ledger's hashes and with a digest kept outside the system. Event n of the store must be
 * ledger position n: a changed event breaks the chain at its own position, a deleted one at the
 * position it held (the next event moved into it). Checks up to the ledger's head or the digest,
 * whichever is further; events the ledger has not reached yet are not judged.
 *
 * The next page is read while this one is hashed (the database works while the CPU hashes);
 * each page's events and ledger rows are read at once.
 */
export async function verifyChain(store: EventStore, ledger: AuditLogQueries, digest?: Digest | null): Promise<AuditVerifyResult> {
  const head = (await ledger.digest()).position;
  const end = Math.max(head, digest?.position ?? 0);
  let hash = GENESIS_HASH;
  let checked = 0;
  let broken: number | undefined;
  let digestHashAtPosition: string | null = digest?.position === 0 ? GENESIS_HASH : null;
  let next: Promise<Page> | null = end > 0 ? readPage(store, ledger, null, 0, end) : null;
  while (next) {
    const { raw, rows } = await next;
    if (!raw.length) break;
    const after = checked + raw.length;
    next = after < end ? readPage(store, ledger, raw[raw.length - 1].globalPosition, after, end) : null;
    // Awaited on the next turn; this only keeps a failed read from being unhandled if hashing throws first.
    next?.catch(() => undefined);
    for (let i = 0; i < raw.length; i++) {
      const position = checked + i + 1;
      hash = chainHash(hash, raw[i]);
      const row = rows[i];
      if (broken === undefined && row && (row.seq !== position || row.hash !== hash || row.eventId !== raw[i].id)) broken = position;
      if (digest && position === digest.position) digestHashAtPosition = hash;
    }
    checked = after;
  }
  // Fewer events than the ledger or the digest counted: one at `checked + 1` is gone.
  if (broken === undefined && checked < end) broken = checked + 1;
  if (broken === undefined && digest && digestHashAtPosition !== digest.hash.toLowerCase()) broken = digest.position;
  return broken === undefined ? { ok: true, checkedEvents: checked } : { ok: false, checkedEvents: checked, firstBrokenPosition: broken };
}
