import { Injectable } from '@nestjs/common';
import { userStreamId } from '@kb/contracts';
import { CommandRunner } from '../../shared/event-sourcing/command-runner.js';
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
    private readonly commands: CommandRunner,
  ) {}

  async execute(rawUsername: string, password: string, address: string): Promise<UserRow | null> {
    const username = normalizeUsername(rawUsername);
    const user = await this.users.byUsername(username);
    // Unknown usernames cost the same argon2 verification as known ones (no timing oracle).
    if (await verifyPassword(user?.passwordHash ?? null, password)) {
      // A disabled account answers like a wrong password: nothing tells a stranger it exists.
      if (user?.disabled) return null;
      await this.throttle.reset(username, address);
      return user;
    }
    await this.throttle.recordFailure(username, address);
    if (user) {
      const command = { type: 'RecordSignInFailure' as const, address };
      await this.commands.run({
        streamId: userStreamId(username),
        decider: userDecider,
        command,
        ctx: { actor: 'anonymous', now: new Date() },
        waitFor: [],
      });
    }
    return null;
  }
}
