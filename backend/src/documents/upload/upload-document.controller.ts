/// <reference types="multer" />
import { Controller, HttpCode, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { MAX_UPLOAD_BYTES, type UploadDocumentResponse } from '@kb/contracts';
import { Roles } from '../../auth/access.js';
import { DomainError } from '../../shared/event-sourcing/decider.js';
import { ApiError } from '../../shared/http/api-error.js';
import { GuardedFileInterceptor } from '../../shared/http/multipart.js';
import { extractionStatus } from '../../shared/extraction/run-extraction.js';
import { extractDocumentText } from './extract-text.js';

@Controller('api/upload')
export class UploadDocumentController {
  /**
   * One multipart field `file` (.txt, .pdf, .doc, .docx, .json; at most 5 MB, else 413) →
   * `{title, content}` for the add-document form. Nothing is stored. A file that inflates past the
   * limits or takes too long to read is a 422; it never holds up the server (read in a child process).
   */
  @Post('document')
  @HttpCode(200)
  @Roles('admin')
  @UseInterceptors(GuardedFileInterceptor('file', { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } }))
  async upload(@UploadedFile() file: Express.Multer.File | undefined): Promise<UploadDocumentResponse> {
    if (!file) throw new ApiError(400, 'upload_file_missing');
    const result = await extractDocumentText(file.buffer, file.originalname);
    if (result instanceof DomainError) throw new ApiError(extractionStatus(result.code), result.code, result.params);
    return result;
  }
}
