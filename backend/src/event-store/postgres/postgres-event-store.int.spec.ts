import { openEmbedded } from '../../testing/databases.js';
import { describeEventStoreConformance } from '../conformance/event-store.conformance.js';
import { PostgresEventStore } from './postgres-event-store.js';

describeEventStoreConformance('postgres adapter on embedded PGlite', async () => {
  const db = await openEmbedded();
  const store = new PostgresEventStore(db);
  await store.init();
  return {
    store,
    teardown: async () => {
      await store.close();
      await db.close();
    },
  };
});
