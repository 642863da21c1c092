import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request, Response } from 'express';
import { MAX_SIMPLE_CHAT_MESSAGE_LENGTH, MAX_UPLOAD_BYTES } from '@kb/contracts';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../core/tokens.js';
import { ApiError } from '../../shared/http/api-error.js';
import { RequesterHash } from '../limits/requester-hash.js';
import { SimpleChatRateLimiter } from '../limits/rate-limiter.js';
import { simpleChatHttpError } from './simple-chat-http.js';
import { DomainError } from '../../shared/event-sourcing/decider.js';

/** Room for the multipart framing and the two text fields beside the file. */
const MAX_REQUEST_BYTES = MAX_UPLOAD_BYTES + MAX_SIMPLE_CHAT_MESSAGE_LENGTH * 4 + 16 * 1024;
/** How long the rest of a refused request's body may take to arrive (and be thrown away) before its connection is cut. */
const DISCARD_MS = 10_000;

/** The requester a request was admitted as (set by the guard, read by the controller). */
export const ADMITTED = Symbol('simple-chat admitted requester');
type Admitted = Request & { [ADMITTED]?: string };
export const admittedRequester = (req: Request) => (req as Admitted)[ADMITTED] ?? null;

/**
 * Admission before work (issue 26): a question with a file is admitted (per-requester allowance and
 * in-flight limit, declared size) before a byte of its body is read; guards run before the multipart
 * interceptor, so a refused request costs no parse, read or OCR (and a flood past the allowance not
 * even a query, see SimpleChatRateLimiter). Its 429 goes out at once; the body still on its way is
 * thrown away unread (see {@link refuse}). The admitted slot is freed when the response ends,
 * however it ends (answered, refused later, failed, or the client gone).
 */
@Injectable()
export class AttachmentAdmissionGuard implements CanActivate {
  constructor(
    private readonly limiter: SimpleChatRateLimiter,
    private readonly requesters: RequesterHash,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Admitted>();
    const res = context.switchToHttp().getResponse<Response>();
    if (!this.config.simpleChat.enabled) throw refuse(req, res, new ApiError(404, 'simple_chat_off'));
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > MAX_REQUEST_BYTES) throw refuse(req, res, new ApiError(413, 'payload_too_large'));
    const requester = this.requesters.of(req);
    const admission = await this.limiter.acquire(requester);
    if (!admission.admitted) {
      const code = admission.reason === 'rate' ? 'simple_chat_rate_limited' : 'simple_chat_in_flight';
      throw refuse(req, res, simpleChatHttpError(new DomainError(code, { seconds: admission.retryAfterSeconds })));
    }
    req[ADMITTED] = requester;
    res.once('close', () => void this.limiter.release(requester).catch(() => undefined));
    return true;
  }
}

/**
 * The answer goes out now, before the body is read; the body is never parsed. A body of a declared
 * length within the limit that is still arriving is thrown away as it comes (Node discards an unread
 * request body once the response is sent) for at most DISCARD_MS, and the connection then stays
 * open: cut at once, the client, still sending, would get a reset (EPIPE) instead of its 429
 * (RFC 9112 section 9.6). A body of no or too large a declared length ends the connection after the answer.
 */
function refuse(req: Request, res: Response, error: ApiError): ApiError {
  if (req.complete) return error;
  const declared = Number(req.headers['content-length']);
  if (!(Number.isFinite(declared) && declared <= MAX_REQUEST_BYTES)) {
    res.setHeader('Connection', 'close');
    return error;
  }
  const cut = setTimeout(() => req.socket.destroy(), DISCARD_MS);
  cut.unref();
  req.once('close', () => clearTimeout(cut));
  return error;
}
