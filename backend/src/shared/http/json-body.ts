import type { NextFunction, Request, Response } from 'express';
import { ApiError } from './api-error.js';
import { JsonDepthScanner, MAX_JSON_DEPTH } from './body-guard.js';

const utf8 = new TextDecoder('utf-8', { fatal: true });
const JSON_TYPE = /^application\/([\w.+-]+\+)?json$/i;

function isJson(req: Request): boolean {
  const type = req.headers['content-type']?.split(';')[0].trim() ?? '';
  return JSON_TYPE.test(type);
}

function charsetOf(req: Request): string | null {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(req.headers['content-type'] ?? '');
  return match ? match[1].toLowerCase() : null;
}

const hasBody = (req: Request) => req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] ?? '0') !== '0';

/**
 * Reads JSON request bodies (instead of body-parser's json) so that hostile ones cost little: a
 * declared length over the limit is refused before a byte is read, and a body that nests deeper than
 * {@link MAX_JSON_DEPTH} is refused as soon as its bytes show it, after which the connection is closed
 * rather than the rest of the body read. Then UTF-8 is checked strictly (no U+FFFD stored in place of
 * what the client sent) and the text parsed; an empty body is `{}`, as body-parser has it.
 */
export function jsonBody(limitBytes: number) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!isJson(req) || !hasBody(req)) return next();
    const charset = charsetOf(req);
    if (charset && charset !== 'utf-8' && charset !== 'utf8') return next(new ApiError(415, 'unsupported_charset'));
    if ((req.headers['content-encoding'] ?? 'identity').toLowerCase() !== 'identity')
      return next(new ApiError(415, 'unsupported_encoding'));
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limitBytes) return refuse(req, res, next, new ApiError(413, 'body_too_large'));

    const scanner = new JsonDepthScanner(MAX_JSON_DEPTH);
    const chunks: Buffer[] = [];
    let received = 0;
    let settled = false;
    const finish = (error: ApiError | null) => {
      if (settled) return;
      settled = true;
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      if (error) return refuse(req, res, next, error);
      next();
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limitBytes) return finish(new ApiError(413, 'body_too_large'));
      if (scanner.push(chunk)) return finish(new ApiError(400, 'json_too_deep', { max: MAX_JSON_DEPTH }));
      chunks.push(chunk);
    };
    const onEnd = () => {
      const bytes = Buffer.concat(chunks, received);
      let text: string;
      try {
        text = utf8.decode(bytes);
      } catch {
        return finish(new ApiError(400, 'body_not_utf8'));
      }
      if (text.trim() === '') {
        req.body = {};
        return finish(null);
      }
      // body-parser's strict mode: a request body is an object or an array.
      const first = text.trimStart()[0];
      if (first !== '{' && first !== '[') return finish(new ApiError(400, 'malformed_json'));
      try {
        req.body = JSON.parse(text);
      } catch {
        return finish(new ApiError(400, 'malformed_json'));
      }
      finish(null);
    };
    const onError = () => finish(new ApiError(400, 'malformed_json'));
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  };
}

/**
 * Answers with the error and, if the body was not read to its end, closes the connection once the
 * answer is sent: reading megabytes that will be thrown away is what an attacker wants us to do.
 */
function refuse(req: Request, res: Response, next: NextFunction, error: ApiError): void {
  if (!req.complete) {
    req.pause();
    res.setHeader('Connection', 'close');
    res.once('finish', () => req.socket.destroy());
  }
  next(error);
}
