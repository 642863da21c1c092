import { Inject, Injectable } from '@nestjs/common';
import type { AuditVerifyResult } from '@kb/contracts';
import { EVENT_STORE } from '../../../core/tokens.js';
import type { EventStore } from '../../../event-store/event-store.port.js';
import { verifyChain, type Digest } from '../../ledger/verify-chain.js';
import { AuditLogQueries } from '../../read-model/audit-log.queries.js';

/**
 * Verifies the audit ledger: recomputes the hash chain from the raw events and, given a digest
 * kept outside the system, proves the log still extends it. Reads only; records nothing (the
 * Compliance tab's Verify records its result in the settings context).
 */
@Injectable()
export class VerifyChainHandler {
  constructor(
    private readonly queries: AuditLogQueries,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  execute(digest: Digest | null): Promise<AuditVerifyResult> {
    return verifyChain(this.store, this.queries, digest);
  }
}
