import { Injectable } from '@nestjs/common';
import { userStreamId, type AdminUser, type UpdateUserRequest } from '@kb/contracts';
import { RenameUser } from '../../auth/users/commands/rename-user.js';
import { SetUserDisabled } from '../../auth/users/commands/set-user-disabled.js';
import { userDecider } from '../../auth/users/domain/user.decider.js';
import { USERS_PROJECTOR } from '../../auth/users/read-model/users.projector.js';
import { UsersQueries } from '../../auth/users/read-model/users.queries.js';
import { LivePublisher } from '../../realtime/live-publisher.js';
import type { CommandContext } from '../../shared/event-sourcing/command-handler.js';
import { CommandRunner } from '../../shared/event-sourcing/command-runner.js';
import { DomainError } from '../../shared/event-sourcing/decider.js';

/**
 * `PATCH /api/admin/users/{id}`: name, role and disabled, each its own event on the user's stream,
 * in that order (a refused role change leaves the rename done, and says why).
 */
@Injectable()
export class UpdateUserHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly users: UsersQueries,
    private readonly rename: RenameUser,
    private readonly setDisabled: SetUserDisabled,
    private readonly live: LivePublisher,
  ) {}

  async execute(id: string, changes: UpdateUserRequest, ctx: CommandContext): Promise<AdminUser | DomainError> {
    const user = await this.users.byId(id);
    if (!user) return new DomainError('user_not_found');
    if (changes.name !== undefined) {
      const renamed = await this.rename.execute(user.username, changes.name, ctx);
      if (renamed instanceof DomainError) return renamed;
      if (changes.name.trim() !== user.name) this.live.toUser(user.id, 'session:changed');
    }
    if (changes.role !== undefined && changes.role !== user.role) {
      const command = { type: 'ChangeUserRole' as const, role: changes.role, activeAdmins: await this.users.activeAdmins() };
      const changed = await this.commands.run({ streamId: userStreamId(user.username), decider: userDecider, command, ctx, waitFor: [USERS_PROJECTOR] });
      if (changed instanceof DomainError) return changed;
      // After the read model committed: the refetched session already carries the new role.
      this.live.roleChanged(user.id, changes.role);
    }
    if (changes.disabled !== undefined) {
      const done = await this.setDisabled.execute(user, changes.disabled, ctx);
      if (done instanceof DomainError) return done;
    }
    return (await this.users.forAdmin(id)) ?? new DomainError('user_not_found');
  }
}
