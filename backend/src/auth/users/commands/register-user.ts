import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { userStreamId, type Role } from '@kb/contracts';
import type { CommandContext } from '../../../shared/event-sourcing/command-handler.js';
import { CommandRunner } from '../../../shared/event-sourcing/command-runner.js';
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
    private readonly commands: CommandRunner,
    private readonly users: UsersQueries,
  ) {}

  async execute(input: RegisterUserInput, ctx: CommandContext): Promise<UserRow | DomainError> {
    const username = normalizeUsername(input.username);
    const invalid = checkUsername(username) ?? (input.enforcePasswordPolicy ? checkPassword(username, input.password) : null);
    if (invalid) return invalid;
    const passwordHash = await hashPassword(input.password);
    const command = { type: 'RegisterUser' as const, userId: randomUUID(), username, name: input.name, role: input.role, passwordHash };
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
