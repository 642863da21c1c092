import { Controller, Get, Query } from '@nestjs/common';
import type { AuditActor, AuditDocumentMatch } from '@kb/contracts';
import { Roles } from '../../../auth/access.js';
import { UsersQueries } from '../../../auth/users.js';
import { documentsByTitle } from '../../domain/documents-by-title.js';
import { textOf } from '../../http/audit-input.js';
import { AuditLogQueries } from '../../read-model/audit-log.queries.js';

/** Documents the picker offers at once. */
const DOCUMENT_MATCHES = 20;

/** What the log's filters offer to pick from: event types in the log, people by name, documents by title. */
@Controller('api/audit')
@Roles('auditor', 'admin')
export class AuditPickersController {
  constructor(
    private readonly queries: AuditLogQueries,
    private readonly users: UsersQueries,
  ) {}

  @Get('event-types')
  types(): Promise<string[]> {
    return this.queries.types();
  }

  /** Names and ids only: an auditor sees who did what, never usernames, roles or state. */
  @Get('actors')
  async actors(): Promise<AuditActor[]> {
    const rows = await this.users.list();
    return rows.map((u) => ({ id: u.id, name: u.name })).sort((a, b) => a.name.localeCompare(b.name));
  }

  /**
   * Documents by title for the timeline (issue 48): every document the log knows, deleted ones
   * too, whose latest or former title holds every word of `q` (either language), or whose id is `q`.
   */
  @Get('documents')
  async documents(@Query() q: Record<string, unknown>): Promise<AuditDocumentMatch[]> {
    return documentsByTitle(await this.queries.documentTitles(), textOf(q, 'q') ?? '', DOCUMENT_MATCHES);
  }
}
