import { Controller, Get, Param, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { KnowledgeFileCitation } from '@kb/contracts';
import { Authenticated } from '../../../auth/access.js';
import { KnowledgeFilesQueries } from '../../read-model/knowledge-files.queries.js';

@Controller('api/knowledge-files')
export class FileCitationController {
  constructor(private readonly queries: KnowledgeFilesQueries) {}

  /**
   * A cited file as the caller may see it now (issue 30): its name and download link while it exists
   * and they may open it (see KnowledgeFilesQueries.visibleTo, which the download checks too),
   * otherwise `available: false`, the same for a deleted file, someone else's and an unknown id.
   * Always 200: a Source line asking about a deleted file is not an error.
   */
  @Get(':id/citation')
  @Authenticated()
  async citation(@Param('id') id: string, @Req() req: Request): Promise<KnowledgeFileCitation> {
    const row = await this.queries.visibleTo(id, req.user!.id);
    if (!row) return { id, available: false, name: null, mediaType: null, downloadUrl: null };
    return {
      id: row.id,
      available: true,
      name: row.original_filename,
      mediaType: row.media_type,
      downloadUrl: `/api/knowledge-files/${encodeURIComponent(row.id)}/download`,
    };
  }
}
