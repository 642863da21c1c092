import { Controller, Get, Param, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { KnowledgeDocument } from '@kb/contracts';
import { Authenticated } from '../../../auth/access.js';
import { UsersQueries } from '../../../auth/users/read-model/users.queries.js';
import { ApiError } from '../../../shared/http/api-error.js';
import { DocumentsQueries } from '../../read-model/documents.queries.js';
import { seesEveryStatus } from '../sees-every-status.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Controller('api/documents')
export class GetDocumentController {
  constructor(
    private readonly queries: DocumentsQueries,
    private readonly users: UsersQueries,
  ) {}

  /**
   * One document, with the name of whoever saved it last (an edit that meets a newer version says
   * who saved it); a draft or archived one is a 404 to those who only see active documents.
   */
  @Get(':id')
  @Authenticated()
  async one(@Param('id') id: string, @Req() req: Request): Promise<KnowledgeDocument> {
    const doc = await this.queries.findById(id, { activeOnly: !seesEveryStatus(req) });
    if (!doc) throw new ApiError(404, 'document_not_found');
    // Seeded documents are saved by "system", which is no account (users are keyed by UUID).
    const editor = doc.updatedBy && UUID.test(doc.updatedBy) ? await this.users.byId(doc.updatedBy) : null;
    return { ...doc, updatedByName: editor?.name ?? null };
  }
}
