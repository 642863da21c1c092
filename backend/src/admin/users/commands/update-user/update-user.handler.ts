import { Injectable } from '@nestjs/common';
import type { AdminUser, UpdateUserRequest } from '@kb/contracts';
import { ChangeUserRole, RenameUser, SetUserDisabled, UsersQueries } from '../../../../auth/users.js';
import { LivePublisher } from '../../../../realtime/live-publisher.js';
import type { CommandContext } from '../../../../shared/event-sourcing/command-handler.js';
import { DomainError } from '../../../../shared/event-sourcing/decider.js';

/**
 * `PATCH /api/admin/users/{id}`: name, role and disabled, each its own event on the user's stream
 * through the auth context's own commands, in that order (a refused role change leaves the rename done, and says why).
 */
@Injectable()
export class UpdateUserHandler {
  constructor(
    private readonly users: UsersQueries,
    private readonly rename: RenameUser,
    private readonly changeRole: ChangeUserRole,
    private readonly setDisabled: SetUserDisabled,
    private readonly live: LivePublisher,
  ) {}

  async execute(id: string, changes: UpdateUserRequest, ctx: CommandContext): Promise<AdminUser | DomainError> {
    const user = await this.users.byId(id);
    if (!user) return new DomainError('user_not_found');
    // Nothing changes when one part is refused up front: an admin locking themselves out (issue 48).
    if (changes.disabled === true && id === ctx.actor) return new DomainError('cannot_disable_self');
    if (changes.name !== undefined) {
      const renamed = await this.rename.execute(user.username, changes.name, ctx);
      if (renamed instanceof DomainError) return renamed;
      if (changes.name.trim() !== user.name) this.live.toUser(user.id, 'session:changed');
    }
    if (changes.role !== undefined && changes.role !== user.role) {
      const changed = await this.changeRole.execute({ username: user.username, role: changes.role, keepAnAdmin: true }, ctx);
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
