import { Injectable } from '@nestjs/common';
import type { CommandContext } from '../../shared/event-sourcing/command-handler.js';
import { DomainError } from '../../shared/event-sourcing/decider.js';
import { LoginThrottle } from '../sign-in/login-throttle.js';
import { ChangeUserPassword } from '../users/commands/change-user-password.js';
import { verifyPassword } from '../users/passwords.js';
import { UsersQueries, type UserRow } from '../users/read-model/users.queries.js';

/**
 * A person replaces their own password: only for local accounts, only with the current password
 * (wrong guesses count against the same throttle as sign-in), and the new one passes the policy.
 * Every other session of the account ends; the one that asked stays.
 */
@Injectable()
export class ChangeOwnPassword {
  constructor(
    private readonly users: UsersQueries,
    private readonly password: ChangeUserPassword,
    private readonly throttle: LoginThrottle,
  ) {}

  async execute(
    userId: string,
    sessionId: string,
    input: { currentPassword: string; newPassword: string },
    address: string,
    ctx: CommandContext,
  ): Promise<UserRow | DomainError> {
    const user = await this.users.byId(userId);
    if (!user || user.disabled) return new DomainError('user_not_found');
    if (!user.passwordHash) return new DomainError('password_not_local');
    const wait = await this.throttle.retryAfter(user.username, address);
    if (wait > 0) return new DomainError('too_many_requests', { seconds: wait });
    if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
      await this.throttle.recordFailure(user.username, address);
      return new DomainError('current_password_wrong', { field: 'currentPassword' });
    }
    if (input.newPassword === input.currentPassword) return new DomainError('password_unchanged', { field: 'newPassword' });
    const changed = await this.password.execute({ username: user.username, password: input.newPassword, keep: sessionId }, ctx);
    if (changed instanceof DomainError) return new DomainError(changed.code, { ...changed.params, field: 'newPassword' });
    return changed;
  }
}
