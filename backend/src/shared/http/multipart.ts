/// <reference types="multer" />
import { type CallHandler, type ExecutionContext, mixin, type NestInterceptor, SetMetadata, type Type } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { MulterOptions } from '@nestjs/platform-express/multer/interfaces/multer-options.interface.js';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { ApiError } from './api-error.js';
import { firstBadString } from './body-guard.js';
import './hardening-messages.js';

/**
 * Multipart text fields are read byte for byte (latin1, which maps each byte to one code point)
 * and then decoded here as strict UTF-8: the parser would otherwise put U+FFFD in place of bytes
 * that are not UTF-8 and the server would store it, where a JSON or form body with the same
 * bytes is refused. File names keep the parser's UTF-8 decoding (they are not stored as sent).
 */
export const MULTIPART_OPTIONS = { defCharset: 'latin1', defParamCharset: 'utf8' } as const;

/** Marks a handler that reads a multipart body itself (not through GuardedFileInterceptor), so sweeps send it files too. */
export const MULTIPART_METADATA = 'kb:multipart';
export const ReadsMultipart = () => SetMetadata(MULTIPART_METADATA, true);

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

/**
 * The hostile-input gate for a multipart body, after the parser filled it: every text field
 * decoded as strict UTF-8 (else 400 `body_not_utf8`), then NUL and unpaired surrogates refused
 * (400 `validation_failed` naming the field), as `rejectBadStrings` refuses them in JSON, forms,
 * queries and paths. Throws the ApiError; returns the decoded fields.
 */
export function guardMultipartFields(req: Request): Record<string, unknown> {
  const body = (req.body ?? {}) as Record<string, unknown>;
  const decoded: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    decoded[key] = typeof value === 'string' ? decodeField(value) : Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? decodeField(v) : v)) : value;
  }
  const bad = firstBadString(decoded);
  if (bad) throw new ApiError(400, 'validation_failed', {}, { [bad]: { code: 'field_bad_characters' } });
  req.body = decoded;
  return decoded;
}

/**
 * Nest's FileInterceptor with the multipart gate after it: the parser reads the form (text fields
 * byte for byte), then {@link guardMultipartFields} checks every field before any pipe or handler
 * sees it. Use it for every route that takes a file.
 */
export function GuardedFileInterceptor(field: string, options: MulterOptions = {}): Type<NestInterceptor> {
  const Parser = FileInterceptor(field, { ...options, ...MULTIPART_OPTIONS });
  class Guarded extends Parser {
    override async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      // The parser reads the body, then returns the (not yet started) handler.
      const handler = await super.intercept(context, next);
      guardMultipartFields(context.switchToHttp().getRequest<Request>());
      return handler;
    }
  }
  return mixin(Guarded);
}
