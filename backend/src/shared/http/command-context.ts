import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import type { CommandContext } from '../event-sourcing/command-handler.js';

/** Actor, correlation id and time of a request's commands; one correlation id per request. */
export function commandContext(req: Request): CommandContext {
  const header = req.headers['x-correlation-id'];
  const correlationId = typeof header === 'string' && /^[\w-]{8,64}$/.test(header) ? header : randomUUID();
  return { actor: req.user?.id ?? 'anonymous', correlationId, now: new Date() };
}
