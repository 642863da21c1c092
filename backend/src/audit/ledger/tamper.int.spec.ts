import { openEmbedded } from '../../testing/databases.js';
import { describeTamperEvidence } from './tamper.suite.js';

describeTamperEvidence('PGlite', async () => {
  const db = await openEmbedded();
  return { db, drop: () => db.close() };
});
