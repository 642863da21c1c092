import type { Request } from 'express';
import { correlationIdOf } from '../../observability/correlation.js';
import type { CommandContext } from '../event-sourcing/command-handler.js';

const contexts = new WeakMap<Request, CommandContext>();

/**
 * Actor, correlation id and time of a request's commands: the same context however often it is
 * asked for, so every event one request causes carries one correlation id. The request itself is
 * the cause of its first events (causation id = correlation id).
 */
export function commandContext(req: Request): CommandContext {
  const known = contexts.get(req);
  if (known) return known;
  const correlationId = correlationIdOf(req);
  const ctx: CommandContext = { actor: req.user?.id ?? 'anonymous', correlationId, causationId: correlationId, now: new Date() };
  contexts.set(req, ctx);
  return ctx;
}
