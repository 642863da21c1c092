import { Injectable } from '@nestjs/common';
import { userStreamId, type Role } from '@kb/contracts';
import type { CommandContext } from '../../../shared/event-sourcing/command-handler.js';
import { CommandRunner } from '../../../shared/event-sourcing/command-runner.js';
import { DomainError } from '../../../shared/event-sourcing/decider.js';
import { normalizeUsername, userDecider } from '../domain/user.decider.js';
import { USERS_PROJECTOR } from '../read-model/users.projector.js';
import { UsersQueries, type UserRow } from '../read-model/users.queries.js';

/**
 * Gives an account another role. Open sessions keep working and get the new role's rights on their
 * next request: every request reads the role from the read model, not from the session.
 */
@Injectable()
export class ChangeUserRole {
  constructor(
    private readonly commands: CommandRunner,
    private readonly users: UsersQueries,
  ) {}

  /** `keepAnAdmin`: refuse to take the role of the last enabled admin (the admin panel's rule). */
  async execute(input: { username: string; role: Role; keepAnAdmin?: boolean }, ctx: CommandContext): Promise<UserRow | DomainError> {
    const username = normalizeUsername(input.username);
    const activeAdmins = input.keepAnAdmin ? await this.users.activeAdmins() : undefined;
    const command = { type: 'ChangeUserRole' as const, role: input.role, activeAdmins };
    const result = await this.commands.run({
      streamId: userStreamId(username),
      decider: userDecider,
      command,
      ctx,
      waitFor: [USERS_PROJECTOR],
    });
    if (result instanceof DomainError) return result;
    return (await this.users.byUsername(username)) ?? new DomainError('user_not_found');
  }
}
