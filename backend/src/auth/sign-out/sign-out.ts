import { Injectable } from '@nestjs/common';
import { userStreamId, type SignOutReason } from '@kb/contracts';
import { LivePublisher } from '../../realtime/live-publisher.js';
import type { CommandContext } from '../../shared/event-sourcing/command-handler.js';
import { CommandRunner } from '../../shared/event-sourcing/command-runner.js';
import { userDecider } from '../users/domain/user.decider.js';
import { SessionStore } from '../sessions/session-store.js';

type Account = { id: string; username: string };

/** Ends sessions: the row goes (the cookie stops working at once), its sockets close, the log records it. */
@Injectable()
export class SignOut {
  constructor(
    private readonly sessions: SessionStore,
    private readonly commands: CommandRunner,
    private readonly live: LivePublisher,
  ) {}

  async session(user: Account & { sessionId: string }, reason: SignOutReason, ctx: CommandContext): Promise<void> {
    const ended = await this.sessions.revoke(user.sessionId);
    this.live.endSession(user.sessionId);
    // Two tabs signing out at once end one session: it is recorded once.
    if (ended) await this.record(user, user.sessionId, reason, ctx);
  }

  async everywhere(user: Account, reason: SignOutReason, ctx: CommandContext, keep?: string): Promise<void> {
    for (const sessionId of await this.sessions.revokeAllOf(user.id, keep)) {
      this.live.endSession(sessionId);
      await this.record(user, sessionId, reason, ctx);
    }
  }

  private async record(user: Account, sessionId: string, reason: SignOutReason, ctx: CommandContext): Promise<void> {
    // Recorded for the log only: nothing reads it back in this request, so no projector is awaited.
    await this.commands.run({
      streamId: userStreamId(user.username),
      decider: userDecider,
      command: { type: 'RecordSignOut', sessionId, reason },
      ctx,
      waitFor: [],
    });
  }
}
