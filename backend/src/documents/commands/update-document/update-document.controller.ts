import { Body, Controller, Headers, Param, Patch, Put, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { KnowledgeDocument } from '@kb/contracts';
import { PatchDocumentDto, ReplaceDocumentDto } from '@kb/contracts/dto';
import { Roles } from '../../../auth/access.js';
import { ApiError } from '../../../shared/http/api-error.js';
import { requestedChanges, expectedVersionOf, orThrowDocument } from '../../http/document-input.js';
import { commandContext } from '../../../shared/http/command-context.js';
import { UpdateDocumentHandler, type DocumentChanges } from './update-document.handler.js';

/**
 * PUT replaces the editable fields (title, content, category required; status kept when absent),
 * PATCH changes the fields it names. Both answer 200 with the document; with `If-Match` or
 * `version` a stale edit is a 409, without one concurrent edits are applied one after another.
 */
@Controller('api/documents')
export class UpdateDocumentController {
  constructor(private readonly handler: UpdateDocumentHandler) {}

  @Put(':id')
  @Roles('admin')
  replace(
    @Param('id') id: string,
    @Body() dto: ReplaceDocumentDto,
    @Headers('if-match') ifMatch: string | undefined,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    return this.update(id, requestedChanges(dto), expectedVersionOf(ifMatch, dto.version), req, res);
  }

  @Patch(':id')
  @Roles('admin')
  patch(
    @Param('id') id: string,
    @Body() dto: PatchDocumentDto,
    @Headers('if-match') ifMatch: string | undefined,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ) {
    const changes = requestedChanges(dto);
    if (Object.keys(changes).length === 0) throw new ApiError(400, 'document_nothing_to_update');
    return this.update(id, changes, expectedVersionOf(ifMatch, dto.version), req, res);
  }

  private async update(
    id: string,
    changes: DocumentChanges,
    expected: number | undefined,
    req: Request,
    res: Response,
  ): Promise<KnowledgeDocument> {
    const doc = orThrowDocument(await this.handler.execute(id, changes, commandContext(req), expected));
    res.setHeader('ETag', `"${doc.version}"`);
    return doc;
  }
}
