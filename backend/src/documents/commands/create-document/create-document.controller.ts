import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { KnowledgeDocument } from '@kb/contracts';
import { CreateDocumentDto } from '@kb/contracts/dto';
import { Roles } from '../../../auth/access.js';
import { commandContext } from '../../../shared/http/command-context.js';
import { requestedChanges, orThrowDocument } from '../../http/document-input.js';
import { CreateDocumentHandler } from './create-document.handler.js';

@Controller('api/documents')
export class CreateDocumentController {
  constructor(private readonly handler: CreateDocumentHandler) {}

  /** 201 with the new document; its `version` (also the ETag) is what later edits send as If-Match. */
  @Post()
  @Roles('admin')
  @HttpCode(201)
  async create(@Body() dto: CreateDocumentDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<KnowledgeDocument> {
    const { title, content, category, status } = requestedChanges(dto);
    const doc = orThrowDocument(
      await this.handler.execute({ title: title!, content: content!, category: category!, status }, commandContext(req)),
    );
    res.setHeader('ETag', `"${doc.version}"`);
    res.location(`/api/documents/${doc.id}`);
    return doc;
  }
}
