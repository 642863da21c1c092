/** What a secret is replaced with in the audit log. */
export const REDACTED = '[redacted]';

/** Fields that hold secrets by their name, whatever the event type (password hashes, tokens, keys). */
const SECRET_FIELD = /password|passwd|secret|token|api[-_]?key|credential/i;

/**
 * The event data an auditor may see: every secret-named field replaced, at any depth. User events
 * carry an argon2id `passwordHash` (UserRegistered, UserPasswordChanged); sessions are named by id
 * (`sessionId`), never by token, so session ids stay.
 */
export function redactData(data: unknown): unknown {
  if (Array.isArray(data)) return data.map(redactData);
  if (data === null || typeof data !== 'object') return data;
  return Object.fromEntries(
    Object.entries(data as Record<string, unknown>).map(([k, v]) => [k, SECRET_FIELD.test(k) && k !== 'sessionId' ? REDACTED : redactData(v)]),
  );
}
