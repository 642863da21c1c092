import { Injectable } from '@nestjs/common';
import { userStreamId } from '@kb/contracts';
import type { CommandContext } from '../../../shared/event-sourcing/command-handler.js';
import { CommandRunner } from '../../../shared/event-sourcing/command-runner.js';
import { DomainError } from '../../../shared/event-sourcing/decider.js';
import { SignOut } from '../../sign-out/sign-out.js';
import { checkPassword } from '../domain/password-policy.js';
import { normalizeUsername, userDecider } from '../domain/user.decider.js';
import { hashPassword } from '../passwords.js';
import { USERS_PROJECTOR } from '../read-model/users.projector.js';
import { UsersQueries, type UserRow } from '../read-model/users.queries.js';

/**
 * Replaces a password and ends every session of the account: whoever knew the old password (the
 * usual reason for changing it) must not stay signed in with it.
 */
@Injectable()
export class ChangeUserPassword {
  constructor(
    private readonly commands: CommandRunner,
    private readonly users: UsersQueries,
    private readonly signOut: SignOut,
  ) {}

  /** `keep`: a session that stays (the person changing their own password, who just proved the old one). */
  async execute(input: { username: string; password: string; keep?: string }, ctx: CommandContext): Promise<UserRow | DomainError> {
    const username = normalizeUsername(input.username);
    const user = await this.users.byUsername(username);
    if (!user) return new DomainError('user_not_found');
    const weak = checkPassword(username, input.password);
    if (weak) return weak;
    const passwordHash = await hashPassword(input.password);
    const command = { type: 'ChangeUserPassword' as const, passwordHash };
    const result = await this.commands.run({
      streamId: userStreamId(username),
      decider: userDecider,
      command,
      ctx,
      waitFor: [USERS_PROJECTOR],
    });
    if (result instanceof DomainError) return result;
    await this.signOut.everywhere(user, 'password_changed', ctx, input.keep);
    return (await this.users.byUsername(username)) ?? new DomainError('user_not_found');
  }
}
