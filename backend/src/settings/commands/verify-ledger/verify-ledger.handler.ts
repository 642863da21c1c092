import { Inject, Injectable } from '@nestjs/common';
import { COMPLIANCE_STREAM, type LedgerVerification } from '@kb/contracts';
import { AuditLogQueries, verifyChain } from '../../../audit/ledger.js';
import { UsersQueries } from '../../../auth/users.js';
import { EVENT_STORE } from '../../../core/tokens.js';
import type { EventStore } from '../../../event-store/event-store.port.js';
import type { CommandContext } from '../../../shared/event-sourcing/command-handler.js';
import { CommandRunner } from '../../../shared/event-sourcing/command-runner.js';
import { DomainError } from '../../../shared/event-sourcing/decider.js';
import { complianceDecider } from '../../domain/compliance.decider.js';
import { SiteSettingsReadModel, SITE_SETTINGS_PROJECTOR } from '../../read-model/site-settings.projector.js';

/** Recomputes the audit chain up to its head and records the verdict (AuditLedgerVerified). */
@Injectable()
export class VerifyLedgerHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly ledger: AuditLogQueries,
    private readonly settings: SiteSettingsReadModel,
    private readonly users: UsersQueries,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute(ctx: CommandContext): Promise<LedgerVerification | DomainError> {
    const digest = await this.ledger.digest();
    const result = await verifyChain(this.store, this.ledger, digest);
    const verdict = {
      ok: result.ok,
      checkedEvents: result.checkedEvents,
      position: digest.position,
      hash: digest.hash,
      firstBrokenPosition: result.firstBrokenPosition ?? null,
    };
    const recorded = await this.commands.run({
      streamId: COMPLIANCE_STREAM,
      decider: complianceDecider,
      command: { type: 'RecordVerification', verdict },
      ctx,
      waitFor: [SITE_SETTINGS_PROJECTOR],
    });
    if (recorded instanceof DomainError) return recorded;
    const last = this.settings.lastVerification();
    if (!last) return new DomainError('not_found');
    return { ...last, actorName: (await this.users.byId(last.actor))?.name ?? null };
  }
}
