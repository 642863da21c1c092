import type { TestApp } from '../../testing/test-app.js';
import { AuditLogFollower } from '../read-model/audit-log.follower.js';

/** Resolves once the audit ledger of a started app holds every event appended so far. */
export const ledgerCaughtUp = (t: TestApp) => t.app.get(AuditLogFollower).caughtUp();
