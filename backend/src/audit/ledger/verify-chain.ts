import type { AuditVerifyResult } from '@kb/contracts';
import type { EventStore } from '../../event-store/event-store.port.js';
import type { AuditLogQueries } from '../read-model/audit-log.queries.js';
import { GENESIS_HASH, chainHash } from './chain.js';

export interface Digest {
  position: number;
  hash: string;
}

const PAGE = 2000;

/**
 * Recomputes the chain from the raw events of the store, in its global order, and compares it with
 * the ledger's hashes and with a digest kept outside the system. Event n of the store must be
 * ledger position n: a changed event breaks the chain at its own position, a deleted one at the
 * position it held (the next event moved into it). Checks up to the ledger's head or the digest,
 * whichever is further; events the ledger has not reached yet are not judged.
 */
export async function verifyChain(store: EventStore, ledger: AuditLogQueries, digest?: Digest | null): Promise<AuditVerifyResult> {
  const head = (await ledger.digest()).position;
  const end = Math.max(head, digest?.position ?? 0);
  let hash = GENESIS_HASH;
  let checked = 0;
  let from = null;
  let broken: number | undefined;
  let digestHashAtPosition: string | null = digest?.position === 0 ? GENESIS_HASH : null;
  while (checked < end) {
    const raw = await store.readAll({ from, maxCount: Math.min(PAGE, end - checked) });
    if (!raw.length) break;
    const rows = await ledger.hashes(checked + 1, checked + raw.length);
    for (let i = 0; i < raw.length; i++) {
      const position = checked + i + 1;
      hash = chainHash(hash, raw[i]);
      const row = rows[i];
      if (broken === undefined && row && (row.seq !== position || row.hash !== hash || row.eventId !== raw[i].id)) broken = position;
      if (digest && position === digest.position) digestHashAtPosition = hash;
    }
    checked += raw.length;
    from = raw[raw.length - 1].globalPosition;
  }
  // Fewer events than the ledger or the digest counted: one at `checked + 1` is gone.
  if (broken === undefined && checked < end) broken = checked + 1;
  if (broken === undefined && digest && digestHashAtPosition !== digest.hash.toLowerCase()) broken = digest.position;
  return broken === undefined ? { ok: true, checkedEvents: checked } : { ok: false, checkedEvents: checked, firstBrokenPosition: broken };
}
