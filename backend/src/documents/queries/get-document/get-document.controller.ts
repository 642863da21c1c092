import { Controller, Get, Param, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { KnowledgeDocument } from '@kb/contracts';
import { Authenticated } from '../../../auth/access.js';
import { ApiError } from '../../../shared/http/api-error.js';
import { DocumentPushes } from '../../live/document-pushes.js';
import { DocumentsQueries } from '../../read-model/documents.queries.js';
import { seesEveryStatus } from '../sees-every-status.js';

@Controller('api/documents')
export class GetDocumentController {
  constructor(
    private readonly queries: DocumentsQueries,
    private readonly pushes: DocumentPushes,
  ) {}

  /**
   * One document; a draft or archived one is a 404 to those who only see active documents. Never
   * older than a change already pushed (`DocumentPushes.shown`).
   */
  @Get(':id')
  @Authenticated()
  async one(@Param('id') id: string, @Req() req: Request): Promise<KnowledgeDocument> {
    await this.pushes.shown();
    const doc = await this.queries.findById(id, { activeOnly: !seesEveryStatus(req) });
    if (!doc) throw new ApiError(404, 'document_not_found');
    return doc;
  }
}
