import { Inject, Injectable } from '@nestjs/common';
import { userStreamId, type Role } from '@kb/contracts';
import { EVENT_STORE } from '../../../core/tokens.js';
import type { EventStore } from '../../../event-store/event-store.port.js';
import { ProjectionRunner } from '../../../projections/projection-runner.js';
import { handleCommand, type CommandContext } from '../../../shared/event-sourcing/command-handler.js';
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
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly runner: ProjectionRunner,
    private readonly users: UsersQueries,
  ) {}

  async execute(input: { username: string; role: Role }, ctx: CommandContext): Promise<UserRow | DomainError> {
    const username = normalizeUsername(input.username);
    const result = await handleCommand(this.store, userStreamId(username), userDecider, { type: 'ChangeUserRole', role: input.role }, ctx);
    if (result instanceof DomainError) return result;
    if (result.position) await this.runner.waitFor(result.position, { projectors: [USERS_PROJECTOR] });
    return (await this.users.byUsername(username)) ?? new DomainError('user_not_found');
  }
}
