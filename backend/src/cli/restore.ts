import { loadConfig } from '../config/app-config.js';
import { BackupError } from '../backup/backup.js';
import { restore } from '../backup/restore.js';

/**
 * `npm run restore -- FILE` into an empty DATA_DIR or an empty DATABASE_URL schema: checks the file,
 * writes events and file blobs, rebuilds the read models, and checks the recomputed audit chain ends
 * in the recorded digest. Exit 0 when restored and verified, 1 otherwise, 2 on bad arguments.
 */
const file = process.argv.slice(2).find((a) => !a.startsWith('--'));
if (!file) {
  console.error('usage: npm run restore -- FILE');
  process.exit(2);
}
try {
  const result = await restore(loadConfig(), file);
  console.log(`Restored ${result.events} events and ${result.blobs} files; read models rebuilt.`);
  console.log(`Audit chain verified: ${result.digest.hash}@${result.digest.position}`);
  process.exit(0);
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
}
