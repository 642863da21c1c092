import type {} from 'multer'; // Express.Multer.File, declared by multer's types
import type { Request, Response } from 'express';
import multer from 'multer';
import { MAX_UPLOAD_BYTES } from '@kb/contracts';
import { ApiError } from '../../../shared/http/api-error.js';
import { guardMultipartFields, MULTIPART_OPTIONS } from '../../../shared/http/multipart.js';
import '../../http/file-messages.js';

const parse = multer({
  storage: multer.memoryStorage(),
  // multer counts the bytes as they stream in and stops at the cap: a 6 MB upload is never held whole.
  limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 8, fieldSize: 16 * 1024 },
  ...MULTIPART_OPTIONS,
}).single('file');

export interface UploadForm {
  file: Express.Multer.File;
  fields: Record<string, unknown>;
}

/** The multipart form of an upload, or the 413 / 400 the client should see. */
export function readMultipart(req: Request, res: Response): Promise<UploadForm> {
  return new Promise((resolve, reject) => {
    parse(req, res, (error: unknown) => {
      const code = (error as { code?: string } | undefined)?.code;
      if (code === 'LIMIT_FILE_SIZE') return reject(new ApiError(413, 'knowledge_file_too_large', {}, undefined, { Connection: 'close' }));
      if (error) return reject(new ApiError(400, code === 'LIMIT_UNEXPECTED_FILE' ? 'knowledge_file_missing' : 'bad_request'));
      if (!req.file) return reject(new ApiError(400, 'knowledge_file_missing'));
      // The same hostile-input gate as every multipart route (shared/http/multipart.ts).
      try {
        resolve({ file: req.file, fields: guardMultipartFields(req) });
      } catch (refused) {
        reject(refused);
      }
    });
  });
}
