/** What a secret is replaced with in the audit log. */
export const REDACTED = '[redacted]';

/**
 * The fields that hold secrets, by exact name (compared without case, `-` and `_`), whatever the
 * event type: password hashes, tokens, keys. An explicit list, not a pattern: a setting such as
 * `maxTokens` or `enforcePasswordPolicy` is a value an auditor must see. A new secret field is
 * added here by name.
 */
export const SECRET_FIELDS = [
  'password',
  'passwordHash',
  'newPassword',
  'passwd',
  'secret',
  'clientSecret',
  'token',
  'accessToken',
  'refreshToken',
  'idToken',
  'sessionToken',
  'apiKey',
  'openAiApiKey',
  'credential',
  'credentials',
  'privateKey',
] as const;

const fold = (name: string) => name.replace(/[-_]/g, '').toLowerCase();
const SECRET = new Set<string>(SECRET_FIELDS.map(fold));

/**
 * The event data an auditor may see: every secret-named field replaced, at any depth. User events
 * carry an argon2id `passwordHash` (UserRegistered, UserPasswordChanged); sessions are named by id
 * (`sessionId`), never by token, so session ids stay.
 */
export function redactData(data: unknown): unknown {
  if (Array.isArray(data)) return data.map(redactData);
  if (data === null || typeof data !== 'object') return data;
  return Object.fromEntries(
    Object.entries(data as Record<string, unknown>).map(([k, v]) => [k, SECRET.has(fold(k)) ? REDACTED : redactData(v)]),
  );
}
