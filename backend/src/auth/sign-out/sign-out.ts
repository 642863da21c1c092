import { Inject, Injectable } from '@nestjs/common';
import { userStreamId, type SignOutReason } from '@kb/contracts';
import { EVENT_STORE } from '../../core/tokens.js';
import type { EventStore } from '../../event-store/event-store.port.js';
import { LivePublisher } from '../../realtime/live-publisher.js';
import { handleCommand, type CommandContext } from '../../shared/event-sourcing/command-handler.js';
import { userDecider } from '../users/domain/user.decider.js';
import { SessionStore } from '../sessions/session-store.js';

type Account = { id: string; username: string };

/** Ends sessions: the row goes (the cookie stops working at once), its sockets close, the log records it. */
@Injectable()
export class SignOut {
  constructor(
    private readonly sessions: SessionStore,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly live: LivePublisher,
  ) {}

  async session(user: Account & { sessionId: string }, reason: SignOutReason, ctx: CommandContext): Promise<void> {
    const ended = await this.sessions.revoke(user.sessionId);
    this.live.endSession(user.sessionId);
    // Two tabs signing out at once end one session: it is recorded once.
    if (ended) await this.record(user, user.sessionId, reason, ctx);
  }

  async everywhere(user: Account, reason: SignOutReason, ctx: CommandContext): Promise<void> {
    for (const sessionId of await this.sessions.revokeAllOf(user.id)) {
      this.live.endSession(sessionId);
      await this.record(user, sessionId, reason, ctx);
    }
  }

  private async record(user: Account, sessionId: string, reason: SignOutReason, ctx: CommandContext): Promise<void> {
    await handleCommand(this.store, userStreamId(user.username), userDecider, { type: 'RecordSignOut', sessionId, reason }, ctx);
  }
}
