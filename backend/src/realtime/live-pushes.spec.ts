import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '../event-store/event-store.port.js';
import { LivePushes } from './live-pushes.js';

const event = (type: string, id: string) =>
  ({ type, data: { id }, metadata: { actor: 'u1', correlationId: 'c', at: '2026-01-01T00:00:00Z' } }) as unknown as StoredEvent;

/** A context's pushes as functions, for the test. */
function livePushes<C>(of: { projector: string; changes(events: StoredEvent[]): C | null; push(changes: C): Promise<void> | void }) {
  return new (class extends LivePushes<C> {
    constructor() {
      super(of.projector, 'test');
    }
    protected changes = of.changes;
    protected push = of.push;
  })();
}

/** A push that waits until the test lets it finish, to see whether the next one starts meanwhile. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('live pushes', () => {
  it('pushes batches in commit order: a slow read for the first batch holds back the second', async () => {
    const log: string[] = [];
    const slow = gate();
    const pushes = livePushes({
      projector: 'docs',
      changes: (events) => events.map((e) => (e.data as { id: string }).id),
      push: async (ids) => {
        log.push(`start ${ids.join()}`);
        if (ids.includes('a')) await slow.opened;
        log.push(`end ${ids.join()}`);
      },
    });
    pushes.onCommitted({ projector: 'docs', events: [event('Created', 'a')] });
    pushes.onCommitted({ projector: 'docs', events: [event('Updated', 'b')] });
    await new Promise((resolve) => setImmediate(resolve));
    expect(log).toEqual(['start a']);
    slow.open();
    await pushes.idle();
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b']);
  });

  it("ignores other projectors' batches and batches with nothing to push", async () => {
    const pushed: string[][] = [];
    const pushes = livePushes({
      projector: 'docs',
      changes: (events) => (events.length ? events.map((e) => e.type) : null),
      push: (types) => void pushed.push(types),
    });
    pushes.onCommitted({ projector: 'glossary', events: [event('GlossaryEntryAdded', 'g')] });
    pushes.onCommitted({ projector: 'docs', events: [] });
    pushes.onCommitted({ projector: 'docs', events: [event('Created', 'a'), event('Updated', 'a')] });
    await pushes.idle();
    expect(pushed).toEqual([['Created', 'Updated']]);
  });

  it('goes on after a push that failed', async () => {
    const pushed: string[] = [];
    const pushes = livePushes({
      projector: 'docs',
      changes: (events) => (events[0].data as { id: string }).id,
      push: async (id) => {
        if (id === 'bad') throw new Error('read failed');
        pushed.push(id);
      },
    });
    pushes.onCommitted({ projector: 'docs', events: [event('Created', 'bad')] });
    pushes.onCommitted({ projector: 'docs', events: [event('Created', 'good')] });
    await expect(pushes.idle()).resolves.toBeUndefined();
    expect(pushed).toEqual(['good']);
  });
});
