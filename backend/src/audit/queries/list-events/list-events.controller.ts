import { Controller, Get, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { AuditEventsPage } from '@kb/contracts';
import { Roles } from '../../../auth/access.js';
import { orThrow } from '../../../shared/http/api-error.js';
import { commandContext } from '../../../shared/http/command-context.js';
import { RecordViewHandler } from '../../commands/record-view/record-view.handler.js';
import { filtersOf, limitOf, orderOf, wholeOf } from '../../http/audit-input.js';
import { AuditLogQueries } from '../../read-model/audit-log.queries.js';

@Controller('api/audit')
export class ListAuditEventsController {
  constructor(
    private readonly queries: AuditLogQueries,
    private readonly views: RecordViewHandler,
  ) {}

  /** The log, oldest first (or `order=desc`: newest first), in keyset pages: pass the answer's `next` as `after` for the next page. */
  @Get('events')
  @Roles('auditor', 'admin')
  async list(@Query() q: Record<string, unknown>, @Req() req: Request): Promise<AuditEventsPage> {
    const filters = filtersOf(q);
    const limit = limitOf(q);
    const rows = await this.queries.page(filters, wholeOf(q, 'after', 0), limit, orderOf(q));
    orThrow(
      await this.views.record(
        commandContext(req),
        'events',
        rows.map((r) => ({ ...r, type: r.event.type, streamId: r.event.streamId })),
      ),
    );
    return { events: rows.map((r) => r.event), next: rows.length === limit ? rows[rows.length - 1].event.position : null };
  }
}
