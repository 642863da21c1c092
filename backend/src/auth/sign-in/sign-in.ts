import { Injectable } from '@nestjs/common';
import { userStreamId } from '@kb/contracts';
import { CommandRunner } from '../../shared/event-sourcing/command-runner.js';
import { DomainError } from '../../shared/event-sourcing/decider.js';
import { SessionStore, type SessionUser } from '../sessions/session-store.js';
import { SignOut } from '../sign-out/sign-out.js';
import { userDecider } from '../users/domain/user.decider.js';
import type { UserRow } from '../users/read-model/users.queries.js';

export interface SignInMeta {
  address: string;
  userAgent: string | null;
  /** The session this browser had until now, if any. */
  previous?: SessionUser;
}

/**
 * Starts a session for a user whose credentials were checked. Always a fresh token: a token known
 * before sign-in (planted by someone else) never becomes a signed-in session.
 */
@Injectable()
export class SignIn {
  constructor(
    private readonly sessions: SessionStore,
    private readonly signOut: SignOut,
    private readonly commands: CommandRunner,
  ) {}

  async execute(user: UserRow, meta: SignInMeta): Promise<{ sessionId: string; token: string } | DomainError> {
    const now = new Date();
    if (meta.previous) await this.signOut.session(meta.previous, 'replaced', { actor: meta.previous.id, now });
    const session = await this.sessions.create(user.id, meta);
    const command = { type: 'RecordSignIn' as const, sessionId: session.sessionId, address: meta.address };
    const recorded = await this.commands.run({
      streamId: userStreamId(user.username),
      decider: userDecider,
      command,
      ctx: { actor: user.id, now },
      waitFor: [],
    });
    if (recorded instanceof DomainError) {
      await this.sessions.revoke(session.sessionId);
      return recorded;
    }
    return session;
  }
}
