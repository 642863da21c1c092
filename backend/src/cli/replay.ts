import { Database } from '../database/database.js';
import { EVENT_STORE } from '../core/tokens.js';
import type { EventStore } from '../event-store/event-store.port.js';
import { formatPosition } from '../event-store/position.js';
import { ProjectionRunner } from '../projections/projection-runner.js';
import { rebuildAndSwap, verify } from '../projections/rebuild.js';
import { bootContext } from './boot.js';

/**
 * `npm run replay` rebuilds every read model from position 0 into fresh tables and swaps them in.
 * `npm run replay -- --verify` rebuilds beside the live tables and compares checksums instead
 * (exit code 1 when any differs). `--only <name>` limits it to one read model.
 */
const args = process.argv.slice(2);
const verifyOnly = args.includes('--verify');
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : null;

const ctx = await bootContext();
const runner = ctx.get(ProjectionRunner);
const db = ctx.get(Database);
const store = ctx.get<EventStore>(EVENT_STORE);
await runner.stop();
const projectors = runner.sqlProjectors().filter((p) => !only || p.name === only);
if (only && projectors.length === 0) {
  console.error(
    `No read model named "${only}". Known: ${runner
      .sqlProjectors()
      .map((p) => p.name)
      .join(', ')}`,
  );
  process.exit(2);
}
let failed = false;
for (const p of projectors) {
  if (verifyOnly) {
    const r = await verify(db, store, p);
    failed ||= !r.equal;
    console.log(`${r.equal ? 'OK  ' : 'DIFF'} ${p.name.padEnd(24)} position=${r.position ?? 'start'} live=${r.live} rebuilt=${r.rebuilt}`);
  } else {
    const at = await rebuildAndSwap(db, store, p);
    console.log(`REBUILT ${p.name.padEnd(24)} position=${at ? formatPosition(at) : 'start'}`);
  }
}
if (projectors.length === 0) console.log('No read models registered.');
await ctx.close();
process.exit(failed ? 1 : 0);
