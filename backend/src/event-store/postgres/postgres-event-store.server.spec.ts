import { openServerSchema } from '../../testing/databases.js';
import { describeEventStoreConformance } from '../conformance/event-store.conformance.js';
import { PostgresEventStore } from './postgres-event-store.js';

const pause = () => new Promise<void>((r) => setTimeout(r, Math.random() * 15));

describeEventStoreConformance(
  'postgres adapter on the Postgres server',
  async () => {
    const { db, drop } = await openServerSchema();
    const store = new PostgresEventStore(db, { pollMs: 50 });
    // Same tables, but every append waits a little before COMMIT, so later transactions often commit first.
    const racingStore = new PostgresEventStore(db, { pollMs: 50, beforeCommit: pause });
    await store.init();
    await racingStore.init();
    return {
      store,
      racingStore,
      teardown: async () => {
        await racingStore.close();
        await store.close();
        await drop();
      },
    };
  },
  { appenders: 8, eventsEach: 25 },
);
