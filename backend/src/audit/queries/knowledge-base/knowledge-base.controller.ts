import { Controller, Get, Inject, Query } from '@nestjs/common';
import { documentStreamId, type AuditDocumentState, type AuditKnowledgeBasePage } from '@kb/contracts';
import { Roles } from '../../../auth/access.js';
import { EVENT_STORE } from '../../../core/tokens.js';
import type { EventStore } from '../../../event-store/event-store.port.js';
import { foldUntil, toAuditState } from '../../domain/document-timeline.js';
import { limitOf, timeOf, wholeOf } from '../../http/audit-input.js';
import { AuditLogQueries } from '../../read-model/audit-log.queries.js';

@Controller('api/audit')
export class KnowledgeBaseAsOfController {
  constructor(
    private readonly queries: AuditLogQueries,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  /**
   * The documents that were active at `asOf` (default now), by title, paged. The log names the
   * documents created by then; each is folded from its own stream up to that moment.
   */
  @Get('knowledge-base')
  @Roles('auditor', 'admin')
  async list(@Query() q: Record<string, unknown>): Promise<AuditKnowledgeBasePage> {
    const asOf = timeOf(q, 'asOf') ?? new Date();
    const page = Math.max(1, wholeOf(q, 'page', 1));
    const limit = limitOf(q, 20, 100);
    const ids = await this.queries.documentsCreatedBy(asOf);
    const active: AuditDocumentState[] = [];
    for (let i = 0; i < ids.length; i += 16) {
      const folded = await Promise.all(
        ids.slice(i, i + 16).map(async (id) => toAuditState(foldUntil(await this.store.readStream(documentStreamId(id)), asOf))),
      );
      for (const d of folded) if (d && !d.deleted && d.status === 'active') active.push(d);
    }
    active.sort((a, b) => a.title.localeCompare(b.title) || a.id.localeCompare(b.id));
    return { asOf: asOf.toISOString(), documents: active.slice((page - 1) * limit, page * limit), total: active.length, page, limit };
  }
}
