import { describe, it } from 'vitest';
import { describeEventStoreConformance } from '../conformance/event-store.conformance.js';
import { KurrentDbEventStore } from './kurrentdb-event-store.js';

const url = process.env.KURRENTDB_URL;

if (url) {
  describeEventStoreConformance('kurrentdb adapter', async () => {
    const store = new KurrentDbEventStore(url);
    await store.init();
    return { store, teardown: () => store.close() };
  });
} else {
  console.log('KurrentDB conformance suite NOT RUN: KURRENTDB_URL is not set (no KurrentDB server on this machine).');
  describe('event store conformance: kurrentdb adapter', () => {
    it.skip('needs KURRENTDB_URL (e.g. kurrentdb://localhost:2113?tls=false)', () => undefined);
  });
}
