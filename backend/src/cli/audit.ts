import { loadConfig } from '../config/app-config.js';
import { Database } from '../database/database.js';
import type { EventStore } from '../event-store/event-store.port.js';
import { KurrentDbEventStore } from '../event-store/kurrentdb/kurrentdb-event-store.js';
import { PostgresEventStore } from '../event-store/postgres/postgres-event-store.js';
import { verifyChain, type Digest } from '../audit/ledger/verify-chain.js';
import { AuditLogFollower } from '../audit/read-model/audit-log.follower.js';
import { AuditLogQueries } from '../audit/read-model/audit-log.queries.js';

/**
 * `npm run audit -- --verify [--digest <hash>@<position>]` recomputes the hash chain from the raw
 * events (Postgres or KurrentDB, as configured) and compares it with the ledger and, if given, with a
 * digest kept outside the system. Exit 0 when intact, 1 on a break, 2 on bad arguments.
 * `npm run audit -- --digest` prints the current digest. Runs offline: no HTTP, no projections (stop
 * the app first on an embedded DATA_DIR, which one process at a time may open).
 */
const args = process.argv.slice(2);
const digestArg = args.includes('--digest') ? args[args.indexOf('--digest') + 1] : undefined;
const usage = 'usage: npm run audit -- --verify [--digest <hash>@<position>] | --digest';

function parseDigest(text: string): Digest | null {
  const m = /^([0-9a-fA-F]{64})@(\d{1,15})$/.exec(text);
  return m ? { hash: m[1].toLowerCase(), position: Number(m[2]) } : null;
}

if (!args.includes('--verify') && !args.includes('--digest')) {
  console.error(usage);
  process.exit(2);
}
const digest = args.includes('--verify') && digestArg !== undefined ? parseDigest(digestArg) : null;
if (args.includes('--verify') && digestArg !== undefined && !digest) {
  console.error(`--digest must be <64 hex characters>@<position>, got "${digestArg}"\n${usage}`);
  process.exit(2);
}

const config = loadConfig();
const db = await Database.open(config);
const store: EventStore = config.kurrentDbUrl ? new KurrentDbEventStore(config.kurrentDbUrl) : new PostgresEventStore(db);
let code = 0;
try {
  await store.init();
  await new AuditLogFollower(db, store).migrate();
  const ledger = new AuditLogQueries(db);
  if (args.includes('--verify')) {
    const result = await verifyChain(store, ledger, digest);
    if (result.ok)
      console.log(`OK: ${result.checkedEvents} events, chain intact${digest ? ` and extends ${digest.hash}@${digest.position}` : ''}`);
    else console.log(`BROKEN at position ${result.firstBrokenPosition} (${result.checkedEvents} events checked)`);
    code = result.ok ? 0 : 1;
  } else {
    const head = await ledger.digest();
    console.log(`${head.hash}@${head.position}${head.at ? ` (${head.at})` : ''}`);
  }
} finally {
  await store.close();
  await db.close();
}
process.exit(code);
