import type { UserSignedOut } from '@kb/contracts';
import type { ProjectionRunner } from '../../projections/projection-runner.js';
import type { LivePublisher } from '../../realtime/live-publisher.js';
import { USERS_PROJECTOR } from '../users/read-model/users.projector.js';

/** Sign-outs older than this are history being caught up on at startup, not sockets to close. */
const RECENT_MS = 2 * 60_000;

/**
 * Closes the sockets of sessions ended elsewhere: by the `users` command (password change) or by
 * another app instance without a shared Socket.IO adapter. The instance that ended a session closed
 * its sockets already; doing it again is harmless.
 */
export function endSocketsOnSignOut(runner: ProjectionRunner, live: LivePublisher): () => void {
  return runner.onCommitted(({ projector, events }) => {
    if (projector !== USERS_PROJECTOR) return;
    const now = Date.now();
    for (const e of events) {
      if (e.type !== 'UserSignedOut' || now - Date.parse(e.metadata.at) > RECENT_MS) continue;
      live.endSession((e.data as UserSignedOut['data']).sessionId);
    }
  });
}
