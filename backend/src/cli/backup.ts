import { loadConfig } from '../config/app-config.js';
import { backup, BackupError } from '../backup/backup.js';

/**
 * `npm run backup -- --out FILE`: events (with positions), file blobs and the audit-chain digest,
 * from the embedded DATA_DIR (app stopped or running) or the DATABASE_URL server, in one snapshot.
 * Exit 0 when written, 1 on failure, 2 on bad arguments.
 */
const args = process.argv.slice(2);
const out = args.includes('--out') ? args[args.indexOf('--out') + 1] : undefined;
if (!out) {
  console.error('usage: npm run backup -- --out FILE');
  process.exit(2);
}
try {
  const result = await backup(loadConfig(), out);
  console.log(`Backed up ${result.events} events and ${result.blobs} files to ${out} (${result.bytes} bytes).`);
  console.log(`Audit digest: ${result.digest.hash}@${result.digest.position}`);
  process.exit(0);
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
}
