import { Controller, Get, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { KnowledgeFile } from '@kb/contracts';
import { Authenticated } from '../../../auth/access.js';
import { KnowledgeFilesQueries, toKnowledgeFile } from '../../read-model/knowledge-files.queries.js';

@Controller('api/knowledge-files')
export class ListFilesController {
  constructor(private readonly queries: KnowledgeFilesQueries) {}

  /** The caller's own files, newest first (an array). */
  @Get()
  @Authenticated()
  async list(@Req() req: Request): Promise<KnowledgeFile[]> {
    return (await this.queries.listOf(req.user!.id)).map(toKnowledgeFile);
  }
}
