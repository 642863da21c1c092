import { Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { KnowledgeFile } from '@kb/contracts';
import { Authenticated } from '../../../auth/access.js';
import { commandContext } from '../../../shared/http/command-context.js';
import { ReadsMultipart } from '../../../shared/http/multipart.js';
import { flagOf, orThrowFile } from '../../http/file-input.js';
import { readMultipart } from './read-multipart.js';
import { UploadFileHandler } from './upload-file.handler.js';

@Controller('api/knowledge-files')
export class UploadFileController {
  constructor(private readonly handler: UploadFileHandler) {}

  /**
   * Multipart `file` (at most 5 MB, else 413 while it streams), `description`, `isKnowledgeSource`
   * ("true"/"false", default true). The type is judged by content: images, PDF, DOC, DOCX, text,
   * JSON, else 415 and nothing is stored. 201 with the file, `processing` until its text is read.
   */
  @Post()
  @Authenticated()
  @ReadsMultipart()
  @HttpCode(201)
  async upload(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<KnowledgeFile> {
    const { file, fields } = await readMultipart(req, res);
    const description = typeof fields.description === 'string' ? fields.description.trim() : '';
    const created = orThrowFile(
      await this.handler.execute(
        { bytes: file.buffer, originalFilename: file.originalname, description, isKnowledgeSource: flagOf(fields.isKnowledgeSource), uploadedByAdmin: req.user!.role === 'admin' },
        commandContext(req),
      ),
    );
    res.location(`/api/knowledge-files/${created.id}`);
    return created;
  }
}
