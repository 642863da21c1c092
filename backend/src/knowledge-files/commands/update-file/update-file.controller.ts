import { Body, Controller, Param, Patch, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { KnowledgeFile } from '@kb/contracts';
import { UpdateKnowledgeFileDto } from '@kb/contracts/dto';
import { Authenticated } from '../../../auth/access.js';
import { ApiError } from '../../../shared/http/api-error.js';
import { commandContext } from '../../../shared/http/command-context.js';
import { orThrowFile } from '../../http/file-input.js';
import { UpdateFileHandler } from './update-file.handler.js';

@Controller('api/knowledge-files')
export class UpdateFileController {
  constructor(private readonly handler: UpdateFileHandler) {}

  /** `isKnowledgeSource`, `description` and/or `saveAsKnowledgeFile` (a chat attachment); 200 with the file. Someone else's file: 404. */
  @Patch(':id')
  @Authenticated()
  async update(@Param('id') id: string, @Body() dto: UpdateKnowledgeFileDto, @Req() req: Request): Promise<KnowledgeFile> {
    if (dto.isKnowledgeSource === undefined && dto.description === undefined && dto.saveAsKnowledgeFile === undefined)
      throw new ApiError(400, 'knowledge_file_nothing_to_update');
    const changes = {
      ...(dto.isKnowledgeSource !== undefined && { isKnowledgeSource: dto.isKnowledgeSource }),
      ...(dto.description !== undefined && { description: dto.description.trim() }),
      ...(dto.saveAsKnowledgeFile && { saveAsKnowledgeFile: true }),
    };
    return orThrowFile(await this.handler.execute(id, changes, commandContext(req)));
  }
}
