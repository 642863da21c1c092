import { openEmbedded } from '../../testing/databases.js';
import { describeHybridRetrieval } from './hybrid-retrieval.suite.js';

describeHybridRetrieval('embedded PGlite', async () => {
  const db = await openEmbedded();
  return { db, drop: () => db.close() };
});
