import type { ErrorResponse } from '@kb/contracts';
import type { StartPhase } from '../../../core/lifecycle.js';
import { languageOf, translate } from '../../i18n/messages.js';

/** Seconds a client is asked to wait before it tries again: building the app takes one to three. */
export const RETRY_AFTER_SECONDS = 2;

export interface EarlyAnswer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

interface EarlyRequest {
  method?: string;
  url?: string;
  headers: { 'accept-language'?: string | string[] };
}

/**
 * What the port answers between its opening and the app's (issue 50): the process is alive, it is
 * not ready, and anything else is a 503 in the caller's language with Retry-After, as the app's own
 * errors are shaped ({@link ErrorResponse}), so that the client shows a message rather than hanging.
 * The health bodies are those the health controller gives while the read models start.
 */
export function earlyAnswer(req: EarlyRequest): EarlyAnswer {
  const path = (req.url ?? '/').split('?')[0].replace(/\/+$/, '') || '/';
  const read = req.method === 'GET' || req.method === 'HEAD';
  const headers: Record<string, string> = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };
  if (read && path === '/health/live') return { status: 200, headers, body: { status: 'ok' } };
  if (read && path === '/health/ready') {
    const checks = { migrations: false, database: false, projections: false };
    return { status: 503, headers, body: { status: 'not_ready', checks, reason: 'starting' satisfies StartPhase } };
  }
  if (read && path === '/health') return { status: 503, headers, body: { status: 'starting' } };
  const body: ErrorResponse = {
    statusCode: 503,
    error: 'Service Unavailable',
    message: translate('not_ready', languageOf(req.headers['accept-language'])),
    code: 'not_ready',
  };
  return { status: 503, headers: { ...headers, 'Retry-After': String(RETRY_AFTER_SECONDS) }, body };
}
