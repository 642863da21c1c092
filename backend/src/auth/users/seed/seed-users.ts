import type { Role } from '@kb/contracts';
import type { AppConfig } from '../../../config/app-config.js';
import { DomainError } from '../../../shared/event-sourcing/decider.js';
import { translate } from '../../../shared/i18n/messages.js';
import type { RegisterUser, RegisterUserInput } from '../commands/register-user.js';
import type { UsersQueries } from '../read-model/users.queries.js';

/** Demo accounts of a development start (never in production). */
export const DEMO_USERS: ReadonlyArray<{ username: string; password: string; name: string; role: Role }> = [
  { username: 'admin', password: 'admin123', name: 'Fatima Al-Sabah', role: 'admin' },
  { username: 'agent', password: 'agent123', name: 'Ahmed Al-Mutairi', role: 'agent' },
  { username: 'auditor', password: 'auditor123', name: 'Sara Al-Kandari', role: 'auditor' },
];

/**
 * First start, no accounts yet: outside production the demo accounts; anywhere, the admin of
 * ADMIN_USERNAME / ADMIN_PASSWORD if given (its password must pass the rules, or startup fails
 * loudly rather than leaving a guessable admin behind). Runs again harmlessly: any account stops it.
 */
export async function seedUsers(
  config: AppConfig,
  users: UsersQueries,
  register: RegisterUser,
  log: (line: string) => void,
): Promise<void> {
  if ((await users.count()) > 0) return;
  const accounts: RegisterUserInput[] = [];
  if (config.adminUsername && config.adminPassword) {
    accounts.push({
      username: config.adminUsername,
      password: config.adminPassword,
      name: 'Administrator',
      role: 'admin',
      enforcePasswordPolicy: true,
    });
  }
  if (config.nodeEnv !== 'production') {
    const taken = new Set(accounts.map((a) => a.username.trim().toLowerCase()));
    accounts.push(...DEMO_USERS.filter((u) => !taken.has(u.username)).map((u) => ({ ...u, enforcePasswordPolicy: false })));
  } else if (accounts.length === 0) {
    log(
      'No user accounts exist and ADMIN_USERNAME / ADMIN_PASSWORD are not set: nobody can sign in. Create one with `npm run users -- add <username> <name> admin`.',
    );
  }
  // Side by side: each is its own stream, and argon2 hashes on libuv's thread pool.
  const results = await Promise.all(accounts.map((account) => register.execute(account, { actor: 'system', now: new Date() })));
  results.forEach((result, i) => {
    if (result instanceof DomainError) {
      throw new Error(`Cannot create the account "${accounts[i].username}": ${translate(result.code, 'en', result.params)}`);
    }
  });
}
