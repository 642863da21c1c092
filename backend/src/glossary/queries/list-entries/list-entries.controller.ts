import { Controller, Get } from '@nestjs/common';
import type { GlossaryEntry } from '@kb/contracts';
import { Roles } from '../../../auth/access.js';
import { GlossaryQueries } from '../../read-model/glossary.queries.js';

@Controller('api/glossary')
export class ListEntriesController {
  constructor(private readonly queries: GlossaryQueries) {}

  /** Every live entry (shipped and taught), the latest changed first; the client filters. */
  @Get()
  @Roles('admin')
  list(): Promise<GlossaryEntry[]> {
    return this.queries.list();
  }
}
