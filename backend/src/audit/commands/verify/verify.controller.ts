import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import type { AuditDigest, AuditVerifyResult } from '@kb/contracts';
import { Roles } from '../../../auth/access.js';
import { digestOf } from '../../http/audit-input.js';
import { AuditLogQueries } from '../../read-model/audit-log.queries.js';
import { VerifyChainHandler } from './verify-chain.handler.js';

@Controller('api/audit')
export class VerifyController {
  constructor(
    private readonly queries: AuditLogQueries,
    private readonly handler: VerifyChainHandler,
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
    return this.handler.execute(digestOf(body));
  }
}
