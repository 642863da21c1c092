import type { AppConfig } from '../config/app-config.js';
import { bootContext } from '../cli/boot.js';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port.js';
import { Database } from '../database/database.js';
import { verifyChain } from '../audit/ledger/verify-chain.js';
import { AuditLogFollower } from '../audit/read-model/audit-log.follower.js';
import { AuditLogQueries } from '../audit/read-model/audit-log.queries.js';
import { BackupError, readBackup, writeBackup, type Digest } from './backup.js';

/**
 * Restore = check the file whole, refuse a non-empty target, write events and blobs, rebuild every
 * read model from the events (the app's own projections), then recompute the audit chain from the
 * restored events and require it to end in the digest the backup recorded.
 */
export async function restore(
  config: Pick<AppConfig, 'databaseUrl' | 'databaseSchema' | 'dataDir'>,
  file: string,
): Promise<{ events: number; blobs: number; digest: Digest }> {
  const content = await readBackup(file);
  await writeBackup(config, content);
  const ctx = await bootContext({
    databaseUrl: config.databaseUrl,
    databaseSchema: config.databaseSchema,
    dataDir: config.dataDir,
    kurrentDbUrl: null,
    redisUrl: null,
  });
  try {
    const store = ctx.get<symbol, EventStore>(EVENT_STORE, { strict: false });
    // The ledger has its own follower beside the projections: the app's readiness does not wait for it.
    await ctx.get(AuditLogFollower, { strict: false }).caughtUp(undefined, 600_000);
    const ledger = new AuditLogQueries(ctx.get(Database, { strict: false }));
    const result = await verifyChain(store, ledger, content.header.digest);
    if (!result.ok)
      throw new BackupError(
        `The restored history does not match the backup: the audit chain breaks at position ${result.firstBrokenPosition}.`,
      );
    const head = await ledger.digest();
    if (head.position !== content.header.digest.position || head.hash !== content.header.digest.hash) {
      throw new BackupError(
        `The rebuilt audit ledger ends at ${head.hash}@${head.position}, the backup recorded ${content.header.digest.hash}@${content.header.digest.position}.`,
      );
    }
  } finally {
    await ctx.close();
  }
  return { events: content.events.length, blobs: content.blobs.length, digest: content.header.digest };
}
