import { Controller, Get } from '@nestjs/common';
import type { AuditActor } from '@kb/contracts';
import { Roles } from '../../../auth/access.js';
import { UsersQueries } from '../../../auth/users.js';
import { AuditLogQueries } from '../../read-model/audit-log.queries.js';

/** What the log's filters offer to pick from: event types in the log, and people by name. */
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
}
