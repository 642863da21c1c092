import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const ids = new WeakMap<IncomingMessage, string>();

/**
 * A request's correlation id: its X-Correlation-Id when well formed, else a new one; the same however
 * often it is asked for, so the request's log line and every event the request causes share it.
 */
export function correlationIdOf(req: IncomingMessage): string {
  const known = ids.get(req);
  if (known) return known;
  const header = req.headers['x-correlation-id'];
  const id = typeof header === 'string' && /^[\w-]{8,64}$/.test(header) ? header : randomUUID();
  ids.set(req, id);
  return id;
}
