import { Controller, Delete, HttpCode, Param, Req } from '@nestjs/common';
import type { Request } from 'express';
import { Authenticated } from '../../../auth/access.js';
import { commandContext } from '../../../shared/http/command-context.js';
import { orThrowFile } from '../../http/file-input.js';
import { DeleteFileHandler } from './delete-file.handler.js';

@Controller('api/knowledge-files')
export class DeleteFileController {
  constructor(private readonly handler: DeleteFileHandler) {}

  /** 204; the bytes are gone when it returns. Someone else's or an unknown file: 404. */
  @Delete(':id')
  @Authenticated()
  @HttpCode(204)
  async remove(@Param('id') id: string, @Req() req: Request): Promise<void> {
    orThrowFile(await this.handler.execute(id, commandContext(req)));
  }
}
