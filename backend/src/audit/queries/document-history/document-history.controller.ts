import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { documentStreamId, type AuditDocumentAsOf, type AuditDocumentHistory } from '@kb/contracts';
import { Roles } from '../../../auth/access.js';
import { EVENT_STORE } from '../../../core/tokens.js';
import type { EventStore } from '../../../event-store/event-store.port.js';
import { ApiError } from '../../../shared/http/api-error.js';
import { EMPTY, changesBetween, foldUntil, step, toAuditState } from '../../domain/document-timeline.js';
import { timeOf } from '../../http/audit-input.js';
import { AuditLogQueries } from '../../read-model/audit-log.queries.js';

/** A document's past, folded from its own stream (never from the read models). */
@Controller('api/audit/documents')
export class DocumentHistoryController {
  constructor(
    private readonly queries: AuditLogQueries,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  /** Every version, oldest first: when, who, and each changed field before and after. */
  @Get(':id/history')
  @Roles('auditor', 'admin')
  async history(@Param('id') id: string): Promise<AuditDocumentHistory> {
    const events = await this.store.readStream(documentStreamId(id));
    if (!events.length) throw new ApiError(404, 'document_not_found');
    const [positions, names] = await Promise.all([
      this.queries.positionsOf(events.map((e) => e.id)),
      this.queries.userNames([...new Set(events.map((e) => e.metadata.actor))]),
    ]);
    let at = EMPTY;
    const versions = events.map((e) => {
      const next = step(at, e);
      const version = {
        version: next.version,
        position: positions.get(e.id) ?? null,
        type: e.type,
        at: e.metadata.at,
        actor: e.metadata.actor,
        actorName: names.get(e.metadata.actor) ?? null,
        correlationId: e.metadata.correlationId,
        changes: changesBetween(at.state, next.state),
      };
      at = next;
      return version;
    });
    return { documentId: id, versions };
  }

  /** The document as it was at `asOf` (default now); 404 when it did not exist yet. */
  @Get(':id')
  @Roles('auditor', 'admin')
  async asOf(@Param('id') id: string, @Query() q: Record<string, unknown>): Promise<AuditDocumentAsOf> {
    const asOf = timeOf(q, 'asOf') ?? new Date();
    const document = toAuditState(foldUntil(await this.store.readStream(documentStreamId(id)), asOf));
    if (!document) throw new ApiError(404, 'audit_document_not_found');
    return { asOf: asOf.toISOString(), document };
  }
}
