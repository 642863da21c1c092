/// <reference types="multer" />
import { Controller, HttpCode, Post, Req, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import type { Request, Response } from 'express';
import { MAX_UPLOAD_BYTES, type KnowledgeFile } from '@kb/contracts';
import { Authenticated } from '../../../auth/access.js';
import { ApiError } from '../../../shared/http/api-error.js';
import { commandContext } from '../../../shared/http/command-context.js';
import { GuardedFileInterceptor } from '../../../shared/http/multipart.js';
import { flagOf, orThrowFile } from '../../http/file-input.js';
import { UploadFileHandler } from './upload-file.handler.js';

/** The form of an upload, or the 413 / 400 the client should see. */
const UploadForm = GuardedFileInterceptor(
  'file',
  // multer counts the bytes as they stream in and stops at the cap: a 6 MB upload is never held whole.
  { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 8, fieldSize: 16 * 1024 } },
  {
    parse: (code) =>
      code === 'LIMIT_FILE_SIZE'
        ? new ApiError(413, 'knowledge_file_too_large', {}, undefined, { Connection: 'close' })
        : new ApiError(400, code === 'LIMIT_UNEXPECTED_FILE' ? 'knowledge_file_missing' : 'bad_request'),
    missing: () => new ApiError(400, 'knowledge_file_missing'),
  },
);

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
  @UseInterceptors(UploadForm)
  @HttpCode(201)
  async upload(
    @UploadedFile() file: Express.Multer.File,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<KnowledgeFile> {
    const fields = req.body as Record<string, unknown>;
    const description = typeof fields.description === 'string' ? fields.description.trim() : '';
    const created = orThrowFile(
      await this.handler.execute(
        {
          bytes: file.buffer,
          originalFilename: file.originalname,
          description,
          isKnowledgeSource: flagOf(fields.isKnowledgeSource),
          uploadedByAdmin: req.user!.role === 'admin',
          chatAttachment: fields.purpose === 'attachment',
        },
        commandContext(req),
      ),
    );
    res.location(`/api/knowledge-files/${created.id}`);
    return created;
  }
}
