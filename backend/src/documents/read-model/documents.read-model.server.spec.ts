import { openServerSchema } from '../../testing/databases.js';
import { describeDocumentsReadModel } from './documents.read-model.suite.js';

describeDocumentsReadModel('the Postgres server', async () => {
  const { db, drop } = await openServerSchema();
  return { db, drop };
});
