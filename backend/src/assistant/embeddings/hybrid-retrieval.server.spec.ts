import { openServerSchema } from '../../testing/databases.js';
import { describeHybridRetrieval } from './hybrid-retrieval.suite.js';

describeHybridRetrieval('the Postgres server', async () => {
  const { db, drop } = await openServerSchema();
  return { db, drop };
});
