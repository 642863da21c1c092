import { Inject, Injectable } from '@nestjs/common';
import { userStreamId } from '@kb/contracts';
import { EVENT_STORE } from '../../core/tokens.js';
import type { EventStore } from '../../event-store/event-store.port.js';
import { handleCommand } from '../../shared/event-sourcing/command-handler.js';
import { normalizeUsername, userDecider } from '../users/domain/user.decider.js';
import { verifyPassword } from '../users/passwords.js';
import { UsersQueries, type UserRow } from '../users/read-model/users.queries.js';
import { LoginThrottle } from './login-throttle.js';

/** The credential check behind the local strategy: a user on success, null on any failure. */
@Injectable()
export class CheckCredentials {
  constructor(
    private readonly users: UsersQueries,
    private readonly throttle: LoginThrottle,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute(rawUsername: string, password: string, address: string): Promise<UserRow | null> {
    const username = normalizeUsername(rawUsername);
    const user = await this.users.byUsername(username);
    // Unknown usernames cost the same argon2 verification as known ones (no timing oracle).
    if (await verifyPassword(user?.passwordHash ?? null, password)) {
      await this.throttle.reset(username, address);
      return user;
    }
    await this.throttle.recordFailure(username, address);
    if (user) {
      await handleCommand(this.store, userStreamId(username), userDecider, { type: 'RecordSignInFailure', address }, { actor: 'anonymous', now: new Date() });
    }
    return null;
  }
}
