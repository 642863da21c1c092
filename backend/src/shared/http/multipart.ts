/// <reference types="multer" />
import { type CallHandler, type ExecutionContext, mixin, type NestInterceptor, type Type } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { MulterOptions } from '@nestjs/platform-express/multer/interfaces/multer-options.interface.js';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { ApiError } from './api-error.js';
import { firstBadString, isCleanString } from './body-guard.js';

/**
 * Multipart text fields are read byte for byte (latin1, which maps each byte to one code point)
 * and then decoded here as strict UTF-8: the parser would otherwise put U+FFFD in place of bytes
 * that are not UTF-8 and the server would store it, where a JSON or form body with the same
 * bytes is refused. File names keep the parser's UTF-8 decoding (they are not stored as sent).
 */
export const MULTIPART_OPTIONS = { defCharset: 'latin1', defParamCharset: 'utf8' } as const;

const utf8 = new TextDecoder('utf-8', { fatal: true });
/** A value decoded byte for byte has no code point above 0xFF; one with such came with its own charset and was decoded already. */
// eslint-disable-next-line no-control-regex -- the whole byte range, control characters included
const BYTE_FOR_BYTE = /^[\u0000-\u00ff]*$/;

function decodeField(value: string): string {
  if (!BYTE_FOR_BYTE.test(value)) return value;
  try {
    return utf8.decode(Buffer.from(value, 'latin1'));
  } catch {
    throw new ApiError(400, 'body_not_utf8');
  }
}

/** Every file part the parser kept (`single`, `array` or `fields`). */
function filesOf(req: Request): Express.Multer.File[] {
  const files = req.files;
  const all = Array.isArray(files) ? files : files ? Object.values(files).flat() : [];
  return req.file ? [req.file, ...all] : all;
}

/**
 * The hostile-input gate for a multipart body, after the parser filled it: every text field
 * decoded as strict UTF-8 (else 400 `body_not_utf8`), then NUL and unpaired surrogates refused
 * (400 `validation_failed` naming the field), as `rejectBadStrings` refuses them in JSON, forms,
 * queries and paths; the same for every file part's field name, type and file name, however the client
 * wrote it (`filename="…"` or RFC 5987 `filename*=UTF-8''a%00b.txt`, which the parser decodes to a
 * NUL). Throws the ApiError; returns the decoded fields.
 */
function guardMultipartFields(req: Request): Record<string, unknown> {
  for (const file of filesOf(req)) {
    if (!isCleanString(file.fieldname))
      throw new ApiError(
        400,
        'validation_failed',
        {},
        { [file.fieldname.replace(/[^\x20-\x7e]/g, '?')]: { code: 'field_bad_characters' } },
      );
    if (!isCleanString(file.originalname)) throw new ApiError(400, 'validation_failed', {}, { filename: { code: 'field_bad_characters' } });
    if (!isCleanString(file.mimetype))
      throw new ApiError(400, 'validation_failed', {}, { 'Content-Type': { code: 'field_bad_characters' } });
  }
  const body = (req.body ?? {}) as Record<string, unknown>;
  const decoded: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    decoded[key] =
      typeof value === 'string'
        ? decodeField(value)
        : Array.isArray(value)
          ? value.map((v) => (typeof v === 'string' ? decodeField(v) : v))
          : value;
  }
  const bad = firstBadString(decoded);
  if (bad) throw new ApiError(400, 'validation_failed', {}, { [bad]: { code: 'field_bad_characters' } });
  req.body = decoded;
  return decoded;
}

/** A route's own answers to a form it cannot take; without them, the exception filter's. */
export interface MultipartRefusals {
  /** The refusal of a form the parser failed on, by multer's error code (`LIMIT_FILE_SIZE`, …; none for a malformed body). */
  parse?(code: string | undefined): ApiError;
  /** The refusal of a form without the file, before its fields are checked; none: the handler decides. */
  missing?(): ApiError;
}

/** multer's code of a parse failure, however Nest wrapped it. */
function multerCode(error: unknown): string | undefined {
  const { cause, code } = (error ?? {}) as { cause?: { code?: unknown }; code?: unknown };
  const found = cause?.code ?? code;
  return typeof found === 'string' ? found : undefined;
}

/**
 * The one multipart path: Nest's FileInterceptor with the multipart gate after it. The parser reads
 * the form (text fields byte for byte), then {@link guardMultipartFields} checks every field before
 * any pipe or handler sees it. Use it for every route that takes a file.
 */
export function GuardedFileInterceptor(
  field: string,
  options: MulterOptions = {},
  refusals: MultipartRefusals = {},
): Type<NestInterceptor> {
  const Parser = FileInterceptor(field, { ...options, ...MULTIPART_OPTIONS });
  class Guarded extends Parser {
    override async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const req = context.switchToHttp().getRequest<Request>();
      let handler: Observable<unknown>;
      try {
        // The parser reads the body, then returns the (not yet started) handler.
        handler = await super.intercept(context, next);
      } catch (error) {
        throw refusals.parse ? refusals.parse(multerCode(error)) : error;
      }
      if (!req.file && refusals.missing) throw refusals.missing();
      guardMultipartFields(req);
      return handler;
    }
  }
  return mixin(Guarded);
}
