import { Injectable } from '@nestjs/common';
import { userStreamId } from '@kb/contracts';
import type { CommandContext } from '../../../shared/event-sourcing/command-handler.js';
import { CommandRunner } from '../../../shared/event-sourcing/command-runner.js';
import { DomainError } from '../../../shared/event-sourcing/decider.js';
import { SignOut } from '../../sign-out/sign-out.js';
import { userDecider } from '../domain/user.decider.js';
import { USERS_PROJECTOR } from '../read-model/users.projector.js';
import { UsersQueries, type UserRow } from '../read-model/users.queries.js';

/**
 * Disables or enables an account. Disabling ends every session at once (cookie rows go, sockets
 * close, `session:ended` reaches open tabs); sign-in then refuses the account until it is enabled.
 */
@Injectable()
export class SetUserDisabled {
  constructor(
    private readonly commands: CommandRunner,
    private readonly users: UsersQueries,
    private readonly signOut: SignOut,
  ) {}

  async execute(user: Pick<UserRow, 'id' | 'username'>, disabled: boolean, ctx: CommandContext): Promise<void | DomainError> {
    const command = disabled
      ? { type: 'DisableUser' as const, activeAdmins: await this.users.activeAdmins() }
      : { type: 'EnableUser' as const };
    const result = await this.commands.run({
      streamId: userStreamId(user.username),
      decider: userDecider,
      command,
      ctx,
      waitFor: [USERS_PROJECTOR],
    });
    if (result instanceof DomainError) return result;
    // Also when nothing was recorded (already disabled): a session that slipped in meanwhile goes too.
    if (disabled) await this.signOut.everywhere(user, 'disabled', ctx);
  }
}
