import { Body, Controller, Get, HttpCode, Inject, Post } from '@nestjs/common';
import type { AuditDigest, AuditVerifyResult } from '@kb/contracts';
import { Roles } from '../../../auth/access.js';
import { EVENT_STORE } from '../../../core/tokens.js';
import type { EventStore } from '../../../event-store/event-store.port.js';
import { digestOf } from '../../http/audit-input.js';
import { verifyChain } from '../../ledger/verify-chain.js';
import { AuditLogQueries } from '../../read-model/audit-log.queries.js';

@Controller('api/audit')
export class VerifyController {
  constructor(
    private readonly queries: AuditLogQueries,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  /** The head of the hash chain, to keep outside the system and verify against later. */
  @Get('digest')
  @Roles('auditor', 'admin')
  digest(): Promise<AuditDigest> {
    return this.queries.digest();
  }

  /** Recomputes the chain from the raw events; with a digest, also proves the log still extends it. */
  @Post('verify')
  @Roles('auditor', 'admin')
  @HttpCode(200)
  verify(@Body() body: unknown): Promise<AuditVerifyResult> {
    return verifyChain(this.store, this.queries, digestOf(body));
  }
}
