import { Controller, Delete, Headers, HttpCode, Param, Req } from '@nestjs/common';
import type { Request } from 'express';
import { Roles } from '../../../auth/access.js';
import { expectedVersionOf, orThrowDocument } from '../../http/document-input.js';
import { commandContext } from '../../../shared/http/command-context.js';
import { DeleteDocumentHandler } from './delete-document.handler.js';

@Controller('api/documents')
export class DeleteDocumentController {
  constructor(private readonly handler: DeleteDocumentHandler) {}

  /** 204; 404 for an unknown or already deleted document; `If-Match` optional as for edits. */
  @Delete(':id')
  @Roles('admin')
  @HttpCode(204)
  async remove(@Param('id') id: string, @Headers('if-match') ifMatch: string | undefined, @Req() req: Request): Promise<void> {
    orThrowDocument(await this.handler.execute(id, commandContext(req), expectedVersionOf(ifMatch, undefined)));
  }
}
