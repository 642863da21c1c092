import { Controller, Get, Param, Req, Res, StreamableFile } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Authenticated } from '../../../auth/access.js';
import { ApiError } from '../../../shared/http/api-error.js';
import { BlobStore } from '../../blobs/blob-store.js';
import { KnowledgeFilesQueries } from '../../read-model/knowledge-files.queries.js';
import { attachmentDisposition } from '../../../shared/http/content-disposition.js';

@Controller('api/knowledge-files')
export class DownloadFileController {
  constructor(
    private readonly queries: KnowledgeFilesQueries,
    private readonly blobs: BlobStore,
  ) {}

  /**
   * The exact bytes, with the type sniffed at upload, as an attachment that is never rendered in
   * place: for the owner, and for everyone when an admin published the file as a knowledge source.
   */
  @Get(':id/download')
  @Authenticated()
  async download(@Param('id') id: string, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const row = await this.queries.visibleTo(id, req.user!.id);
    const bytes = row && (await this.blobs.get(row.sha256));
    if (!row || !bytes) throw new ApiError(404, 'knowledge_file_not_found');
    res.setHeader('Content-Type', row.media_type);
    res.setHeader('Content-Length', String(bytes.byteLength));
    res.setHeader('Content-Disposition', attachmentDisposition(row.original_filename));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'private, no-store');
    return new StreamableFile(bytes);
  }
}
