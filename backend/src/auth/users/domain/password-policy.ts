import { DomainError } from '../../../shared/event-sourcing/decider.js';

export const MIN_PASSWORD_LENGTH = 12;

/**
 * Bases of the passwords that top every breach list, plus the obvious ones for this company.
 * A password is refused when, lower-cased and stripped of digits and symbols at its ends, it is one
 * of these ("Password2024!" and "qwerty123456" are as weak as the words themselves).
 */
const COMMON = new Set([
  'password',
  'passw0rd',
  'p@ssword',
  'p@ssw0rd',
  'qwerty',
  'qwertyuiop',
  'asdfgh',
  'asdfghjkl',
  'zxcvbnm',
  'azerty',
  'letmein',
  'welcome',
  'iloveyou',
  'admin',
  'administrator',
  'root',
  'changeme',
  'secret',
  'default',
  'guest',
  'login',
  'master',
  'monkey',
  'dragon',
  'football',
  'baseball',
  'sunshine',
  'princess',
  'shadow',
  'superman',
  'trustno',
  'whatever',
  'starwars',
  'hello',
  'freedom',
  'computer',
  'internet',
  'abc',
  'abcdef',
  'abcdefgh',
  'test',
  'testing',
  'user',
  'agent',
  'auditor',
  'support',
  'service',
  'company',
  'telecom',
  'gulfnet',
  'kuwait',
  'q1w2e3r4',
  'q1w2e3r4t5y6',
  '1q2w3e4r',
  '1qaz2wsx',
  'zaq12wsx',
  'qazwsx',
  'mypassword',
  'newpassword',
  'summer',
  'winter',
  'spring',
  'autumn',
]);
const AROUND = /^[^\p{L}]+|[^\p{L}]+$/gu;

/**
 * Rules for a password a person chooses (command line, production first admin): long enough, not
 * a well-known one, not built on the username. The demo accounts of a development start are exempt.
 */
export function checkPassword(username: string, password: string): DomainError | null {
  if (password.length < MIN_PASSWORD_LENGTH) return new DomainError('password_too_short', { min: MIN_PASSWORD_LENGTH });
  const lower = password.toLowerCase();
  const core = lower.replace(AROUND, '');
  if (core === '' || COMMON.has(core) || COMMON.has(lower) || new Set(lower).size <= 3) return new DomainError('password_common');
  if (username && lower.includes(username.toLowerCase())) return new DomainError('password_contains_username');
  return null;
}
