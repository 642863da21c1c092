import { Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { ComplianceStatus, LedgerVerification } from '@kb/contracts';
import { Roles } from '../../../auth/access.js';
import { UsersQueries } from '../../../auth/users.js';
import { commandContext } from '../../../shared/http/command-context.js';
import { orThrowSettings } from '../../http/settings-http.js';
import { SiteSettingsReadModel } from '../../read-model/site-settings.projector.js';
import { VerifyLedgerHandler } from './verify-ledger.handler.js';

/** The Compliance tab: the last recorded verification, and Verify (recorded as an event, audited like any other). */
@Controller('api/compliance')
@Roles('admin')
export class VerifyLedgerController {
  constructor(
    private readonly handler: VerifyLedgerHandler,
    private readonly settings: SiteSettingsReadModel,
    private readonly users: UsersQueries,
  ) {}

  @Get()
  async status(): Promise<ComplianceStatus> {
    const last = this.settings.lastVerification();
    const lastVerification = last ? { ...last, actorName: (await this.users.byId(last.actor))?.name ?? null } : null;
    return { lastVerification, verifications: this.settings.verifications() };
  }

  @Post('verify')
  @HttpCode(200)
  async verify(@Req() req: Request): Promise<LedgerVerification> {
    return orThrowSettings(await this.handler.execute(commandContext(req)));
  }
}
