import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { userStreamId, type Role } from '@kb/contracts';
import { EVENT_STORE } from '../../../core/tokens.js';
import type { EventStore } from '../../../event-store/event-store.port.js';
import { ProjectionRunner } from '../../../projections/projection-runner.js';
import { handleCommand, type CommandContext } from '../../../shared/event-sourcing/command-handler.js';
import { DomainError } from '../../../shared/event-sourcing/decider.js';
import { checkPassword } from '../domain/password-policy.js';
import { checkUsername, normalizeUsername, userDecider } from '../domain/user.decider.js';
import { hashPassword } from '../passwords.js';
import { USERS_PROJECTOR } from '../read-model/users.projector.js';
import { UsersQueries, type UserRow } from '../read-model/users.queries.js';

export interface RegisterUserInput {
  username: string;
  name: string;
  role: Role;
  password: string;
  /** The demo accounts of a development start are exempt from the password rules; nobody else. */
  enforcePasswordPolicy: boolean;
}

/** Creates an account; returns it as the read model has it, or the rule it broke. */
@Injectable()
export class RegisterUser {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly runner: ProjectionRunner,
    private readonly users: UsersQueries,
  ) {}

  async execute(input: RegisterUserInput, ctx: CommandContext): Promise<UserRow | DomainError> {
    const username = normalizeUsername(input.username);
    const invalid = checkUsername(username) ?? (input.enforcePasswordPolicy ? checkPassword(username, input.password) : null);
    if (invalid) return invalid;
    const passwordHash = await hashPassword(input.password);
    const command = { type: 'RegisterUser' as const, userId: randomUUID(), username, name: input.name, role: input.role, passwordHash };
    const result = await handleCommand(this.store, userStreamId(username), userDecider, command, ctx);
    if (result instanceof DomainError) return result;
    if (result.position) await this.runner.waitFor(result.position, { projectors: [USERS_PROJECTOR] });
    return (await this.users.byUsername(username)) ?? new DomainError('user_not_found');
  }
}
