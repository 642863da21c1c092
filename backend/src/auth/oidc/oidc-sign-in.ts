import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { userStreamId, type UserRoleChanged } from '@kb/contracts';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../core/tokens.js';
import { CommandRunner } from '../../shared/event-sourcing/command-runner.js';
import { DomainError } from '../../shared/event-sourcing/decider.js';
import { SignOut } from '../sign-out/sign-out.js';
import { userDecider } from '../users/domain/user.decider.js';
import { USERS_PROJECTOR } from '../users/read-model/users.projector.js';
import { UsersQueries, type UserRow } from '../users/read-model/users.queries.js';
import { isLower, oidcUsername, profileOf, roleOf, type Claims } from './oidc-claims.js';

/**
 * The account behind verified ID token claims: provisioned at the first sign-in (an agent unless the
 * role claim says otherwise), brought in line with the claims at every later one. A lowered role
 * ends the account's other sessions before the new one starts. Refusals come back as values:
 * `oidc_account_conflict` (the username belongs to an account not linked to this identity) and
 * `user_disabled`.
 */
@Injectable()
export class OidcAccounts {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly commands: CommandRunner,
    private readonly users: UsersQueries,
    private readonly signOut: SignOut,
  ) {}

  async resolve(issuer: string, claims: Claims & { sub: string }): Promise<UserRow | DomainError> {
    const subject = claims.sub;
    const username = oidcUsername(issuer, subject);
    const streamId = userStreamId(username);
    const { name, email } = profileOf(claims);
    const role = roleOf(claims, this.config.oidc!);
    const now = new Date();

    if (!(await this.users.byUsername(username))) {
      const userId = randomUUID();
      const command = {
        type: 'RegisterUser' as const,
        userId,
        username,
        name,
        role,
        passwordHash: '',
        identity: { issuer, subject, email },
      };
      const registered = await this.commands.run({
        streamId,
        decider: userDecider,
        command,
        ctx: { actor: userId, now },
        waitFor: [USERS_PROJECTOR],
      });
      // Taken: a first sign-in of the same person in another tab won the race; the sync below checks it is this identity.
      if (registered instanceof DomainError && registered.code !== 'username_taken') return registered;
      if (!(registered instanceof DomainError)) return (await this.users.byUsername(username)) ?? new DomainError('user_not_found');
    }

    const current = await this.users.byUsername(username);
    if (!current) return new DomainError('user_not_found');
    const command = { type: 'SyncExternalUser' as const, issuer, subject, name, role };
    const synced = await this.commands.run({
      streamId,
      decider: userDecider,
      command,
      ctx: { actor: current.id, now },
      waitFor: [USERS_PROJECTOR],
    });
    if (synced instanceof DomainError) return synced;
    const changed = synced.events.find((e): e is UserRoleChanged => e.type === 'UserRoleChanged');
    if (changed && isLower(changed.data.role, changed.data.previousRole)) {
      await this.signOut.everywhere(current, 'role_lowered', { actor: current.id, now });
    }
    return (await this.users.byUsername(username)) ?? new DomainError('user_not_found');
  }
}
