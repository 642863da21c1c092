import { Catch, HttpException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { ErrorResponse } from '@kb/contracts';
import { WrongExpectedVersionError } from '../../event-store/errors.js';
import { DomainError } from '../event-sourcing/decider.js';
import { languageOf, translate } from '../i18n/messages.js';
import { ApiError, fromDomain } from './api-error.js';
import { logger } from '../../observability/logger.js';

const REASON: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** Turns every failure into `{statusCode, error, message}` in the caller's language; never leaks internals. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    const req = host.switchToHttp().getRequest<Request>();
    const res = host.switchToHttp().getResponse<Response>();
    const lang = languageOf(req.headers['accept-language']);
    const error = this.toApiError(exception);
    if (error.status >= 500) logger('http').error({ method: req.method, path: req.path, err: exception }, 'request failed');
    const fields = error.fields
      ? Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, translate(v.code, lang, { field: k, ...v.params })]))
      : undefined;
    const message =
      error.code === 'validation_failed' && fields
        ? translate('validation_failed', lang, { details: Object.values(fields).join('; ') })
        : translate(error.code, lang, error.params);
    const body: ErrorResponse = { statusCode: error.status, error: REASON[error.status] ?? 'Error', message, code: error.code, fields };
    for (const [k, v] of Object.entries(error.headers)) res.setHeader(k, v);
    if (!res.headersSent) res.status(error.status).json(body);
  }

  private toApiError(exception: unknown): ApiError {
    if (exception instanceof ApiError) return exception;
    if (exception instanceof DomainError) return fromDomain(exception);
    if (exception instanceof WrongExpectedVersionError) {
      return new ApiError(409, 'version_conflict', { expected: String(exception.expected), actual: exception.actual });
    }
    const e = exception as { type?: string; status?: number; statusCode?: number; code?: string };
    // body-parser and multer report their own failures.
    if (e?.type === 'entity.parse.failed') return new ApiError(400, 'malformed_json');
    // Express could not percent-decode a path parameter (`%ED%A0%80`, `%E0%A4`): no record has that id.
    if (exception instanceof URIError && e.status === 400) return new ApiError(404, 'not_found');
    if (e?.type === 'entity.too.large' || e?.code === 'LIMIT_FILE_SIZE') return new ApiError(413, 'payload_too_large');
    if (e?.code === 'LIMIT_UNEXPECTED_FILE' || e?.code === 'LIMIT_FILE_COUNT') return new ApiError(400, 'bad_request');
    if (exception instanceof HttpException) {
      // Nest wraps body-parser's failures; the cause tells a malformed body from an oversized one.
      const cause = (exception as { cause?: { type?: string } }).cause;
      // The request guards throw ApiErrors from body-parser's `verify`; Nest wraps them too.
      if (cause instanceof ApiError) return cause;
      if (cause instanceof URIError) return new ApiError(404, 'not_found');
      if (cause?.type === 'entity.parse.failed' || cause instanceof SyntaxError) return new ApiError(400, 'malformed_json');
      if (cause?.type === 'entity.too.large') return new ApiError(413, 'payload_too_large');
      const status = exception.getStatus();
      const code =
        status === 404
          ? 'route_not_found'
          : status === 401
            ? 'unauthenticated'
            : status === 403
              ? 'forbidden'
              : status === 413
                ? 'payload_too_large'
                : status >= 500
                  ? 'internal'
                  : 'bad_request';
      return new ApiError(status, code);
    }
    return new ApiError(500, 'internal');
  }
}
