import { once } from 'node:events';
import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { AuditEvent } from '@kb/contracts';
import { Roles } from '../../../auth/access.js';
import { ApiError, orThrow } from '../../../shared/http/api-error.js';
import { commandContext } from '../../../shared/http/command-context.js';
import { attachmentDisposition } from '../../../shared/http/content-disposition.js';
import { RecordViewHandler } from '../../commands/record-view/record-view.handler.js';
import { filtersOf, textOf } from '../../http/audit-input.js';
import { AuditLogQueries } from '../../read-model/audit-log.queries.js';
import { UTF8_BOM, csvHeader, csvRow } from './csv.js';
import { logger } from '../../../observability/logger.js';

const PAGE = 1000;

@Controller('api/audit')
export class ExportAuditEventsController {
  constructor(
    private readonly queries: AuditLogQueries,
    private readonly views: RecordViewHandler,
  ) {}

  /**
   * The filtered log as a download, written page by page as it is read (never held whole in
   * memory; waits for the socket to drain). `jsonl`: one event per line; `csv`: UTF-8 with BOM.
   */
  @Get('events/export')
  @Roles('auditor', 'admin')
  async export(@Query() q: Record<string, unknown>, @Req() req: Request, @Res() res: Response): Promise<void> {
    const format = textOf(q, 'format') ?? 'jsonl';
    if (format !== 'jsonl' && format !== 'csv')
      throw new ApiError(400, 'validation_failed', {}, { format: { code: 'audit_format_invalid' } });
    const filters = filtersOf(q);
    const ctx = commandContext(req);
    const first = await this.queries.page(filters, 0, PAGE);
    orThrow(
      await this.views.record(
        ctx,
        'export',
        first.map((r) => ({ ...r, type: r.event.type, streamId: r.event.streamId })),
      ),
    );
    const stamp = ctx.now.toISOString().replace(/[:.]/g, '-');
    res.status(200);
    res.setHeader('Content-Type', format === 'csv' ? 'text/csv; charset=utf-8' : 'application/x-ndjson; charset=utf-8');
    res.setHeader('Content-Disposition', attachmentDisposition(`audit-events-${stamp}.${format}`));
    res.setHeader('Cache-Control', 'no-store');
    const line = format === 'csv' ? csvRow : (e: AuditEvent) => `${JSON.stringify(e)}\n`;
    const write = async (text: string) => {
      if (!res.write(text)) await once(res, 'drain');
    };
    try {
      if (format === 'csv') await write(UTF8_BOM + csvHeader());
      let rows = first;
      while (rows.length && !res.destroyed) {
        await write(rows.map((r) => line(r.event)).join(''));
        if (rows.length < PAGE) break;
        rows = await this.queries.page(filters, rows[rows.length - 1].event.position, PAGE);
        const recorded = await this.views.record(
          ctx,
          'export',
          rows.map((r) => ({ ...r, type: r.event.type, streamId: r.event.streamId })),
        );
        if (recorded) break;
      }
    } catch (error) {
      logger('audit').error({ err: error }, 'export failed');
      res.destroy(error as Error);
      return;
    }
    res.end();
  }
}
