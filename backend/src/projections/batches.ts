import type { StoredEvent } from '../event-store/event-store.port.js';

const nextTick = () => new Promise<'tick'>((resolve) => setImmediate(() => resolve('tick')));

/**
 * Groups a subscription into batches: whatever arrives without waiting (catch-up reads, bursts)
 * goes into one batch, so a projector commits once per batch instead of once per event.
 */
export async function* inBatches(source: AsyncIterable<StoredEvent>, maxSize = 500): AsyncIterable<StoredEvent[]> {
  const it = source[Symbol.asyncIterator]();
  let buffer: StoredEvent[] = [];
  let pending = it.next();
  while (true) {
    const first = await pending;
    if (first.done) break;
    buffer.push(first.value);
    pending = it.next();
    while (buffer.length < maxSize) {
      const ready = await Promise.race([pending, nextTick()]);
      if (ready === 'tick' || ready.done) break;
      buffer.push(ready.value);
      pending = it.next();
    }
    yield buffer;
    buffer = [];
  }
}
