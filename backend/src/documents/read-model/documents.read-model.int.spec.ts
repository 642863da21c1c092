import { openEmbedded } from '../../testing/databases.js';
import { describeDocumentsReadModel } from './documents.read-model.suite.js';

describeDocumentsReadModel('embedded PGlite', async () => {
  const db = await openEmbedded();
  return { db, drop: () => db.close() };
});
