import { Inject, Injectable } from '@nestjs/common';
import { userStreamId } from '@kb/contracts';
import { EVENT_STORE } from '../../core/tokens.js';
import type { EventStore } from '../../event-store/event-store.port.js';
import { handleCommand } from '../../shared/event-sourcing/command-handler.js';
import { DomainError } from '../../shared/event-sourcing/decider.js';
import { orThrow } from '../../shared/http/api-error.js';
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
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async execute(user: UserRow, meta: SignInMeta): Promise<{ sessionId: string; token: string }> {
    const now = new Date();
    if (meta.previous) await this.signOut.session(meta.previous, 'replaced', { actor: meta.previous.id, now });
    const session = await this.sessions.create(user.id, meta);
    const recorded = await handleCommand(
      this.store,
      userStreamId(user.username),
      userDecider,
      { type: 'RecordSignIn', sessionId: session.sessionId, address: meta.address },
      { actor: user.id, now },
    );
    if (recorded instanceof DomainError) await this.sessions.revoke(session.sessionId);
    orThrow(recorded);
    return session;
  }
}
