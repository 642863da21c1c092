import { Controller, Get, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { DEFAULT_PAGE_SIZE, type DocumentListResponse } from '@kb/contracts';
import { ListDocumentsQueryDto } from '@kb/contracts/dto';
import { Authenticated } from '../../../auth/access.js';
import { categoryOf, limitOf, pageNumberOf, statusOf } from '../../http/document-input.js';
import { DocumentPushes } from '../../live/document-pushes.js';
import { DocumentsQueries } from '../../read-model/documents.queries.js';
import { seesEveryStatus } from '../sees-every-status.js';

@Controller('api/documents')
export class ListDocumentsController {
  constructor(
    private readonly queries: DocumentsQueries,
    private readonly pushes: DocumentPushes,
  ) {}

  /**
   * `query` or `search`: words that must each begin a word of the title or content (case and
   * Arabic letter forms ignored). `category`: code or label, empty or `all` for every category.
   * `status`: default active, `all` for every status. Newest first (updatedAt, then id). Never
   * older than a change already pushed (`DocumentPushes.shown`).
   */
  @Get()
  @Authenticated()
  async list(@Query() q: ListDocumentsQueryDto, @Req() req: Request): Promise<DocumentListResponse> {
    const category = q.category?.trim() && q.category.trim().toLowerCase() !== 'all' ? categoryOf(q.category) : null;
    const status = q.status?.trim() ? statusOf(q.status, { allowAll: true }) : 'active';
    await this.pushes.shown();
    return this.queries.list({
      search: [q.query, q.search].filter((s) => s?.trim()).join(' ') || null,
      category,
      status: seesEveryStatus(req) ? status : 'active',
      page: pageNumberOf(q.page, 'page', 1),
      limit: limitOf(q.limit, DEFAULT_PAGE_SIZE),
    });
  }
}
