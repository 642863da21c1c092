import { describe, expect, it } from 'vitest';
import { currentLane, inLane, LaneQueue, nextLane, type Lane } from './lanes.js';

const waiting = (w: Partial<Record<Lane, number[]>>) => ({
  command: (w.command ?? []).map((since) => ({ since })),
  projection: (w.projection ?? []).map((since) => ({ since })),
});

describe('nextLane', () => {
  it('gives the turn to the longest waiting, command or projection', () => {
    expect(nextLane(waiting({ projection: [1], command: [2] }), 10, 100)).toBe('projection');
    expect(nextLane(waiting({ projection: [3], command: [2] }), 10, 100)).toBe('command');
    expect(nextLane(waiting({ projection: [1] }), 10, 100)).toBe('projection');
    expect(nextLane(waiting({}), 10, 100)).toBeNull();
  });

  it('gives it to commands only while held, or to a projection passed over for too long', () => {
    expect(nextLane(waiting({ projection: [1], command: [2] }), 10, 100, true)).toBe('command');
    expect(nextLane(waiting({ projection: [1] }), 10, 100, true)).toBeNull();
    expect(nextLane(waiting({ projection: [1], command: [150] }), 150, 100, true)).toBe('projection');
    // At the limit, not past it: the hold still decides.
    expect(nextLane(waiting({ projection: [50], command: [150] }), 150, 100, true)).toBe('command');
  });
});

describe('LaneQueue', () => {
  /** Holds the queue's turn (once it has it) until the returned function is called. */
  const busy = async (queue: LaneQueue) => {
    let done!: () => void;
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const held = queue.run('command', () => new Promise<void>((resolve) => ((done = resolve), started())));
    await running;
    return async () => {
      done();
      await held;
    };
  };
  const recorder = (queue: LaneQueue) => {
    const order: string[] = [];
    let running = 0;
    const job = (lane: Lane, name: string) =>
      queue.run(lane, async () => {
        expect(++running).toBe(1);
        await new Promise((resolve) => setTimeout(resolve, 1));
        order.push(name);
        running--;
      });
    return { order, job };
  };

  it('runs waiters one at a time in arrival order, whatever their lane', async () => {
    const queue = new LaneQueue();
    const release = await busy(queue);
    const { order, job } = recorder(queue);
    const all = [
      job('command', 'edit 1 append'),
      job('projection', 'documents'),
      job('command', 'edit 1 read'),
      job('command', 'edit 2 append'),
    ];
    expect(queue.queued()).toEqual({ command: 3, projection: 1 });
    await release();
    await Promise.all(all);
    expect(order).toEqual(['edit 1 append', 'documents', 'edit 1 read', 'edit 2 append']);
  });

  it('keeps the turns for commands while held, even on an idle connection, until the hold ends', async () => {
    const queue = new LaneQueue();
    const end = queue.hold();
    const release = await busy(queue);
    const { order, job } = recorder(queue);
    const projections = [job('projection', 'audit ledger'), job('projection', 'conversations')];
    const commands = [job('command', 'turns read'), job('command', 'reply append')];
    await release();
    await Promise.all(commands);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(order).toEqual(['turns read', 'reply append']);
    end();
    await Promise.all(projections);
    expect(order).toEqual(['turns read', 'reply append', 'audit ledger', 'conversations']);
  });

  it('ends a hold by itself after the longest a projection may be passed over', async () => {
    const queue = new LaneQueue(20);
    queue.hold();
    const started = performance.now();
    await queue.run('projection', async () => undefined);
    expect(performance.now() - started).toBeGreaterThanOrEqual(15);
  });

  it('lets a projection passed over for too long go before newer commands, hold or not', async () => {
    let now = 0;
    const queue = new LaneQueue(100, () => now);
    queue.hold();
    const release = await busy(queue);
    const order: string[] = [];
    const all = [queue.run('projection', async () => void order.push('projection'))];
    now = 150;
    all.push(queue.run('command', async () => void order.push('command')));
    await release();
    await Promise.all(all);
    expect(order).toEqual(['projection', 'command']);
  });

  it('passes the turn on after a failure', async () => {
    const queue = new LaneQueue();
    await expect(queue.run('command', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(queue.run('command', async () => 'next')).resolves.toBe('next');
    expect(queue.queued()).toEqual({ command: 0, projection: 0 });
  });
});

describe('inLane', () => {
  it('follows the work through its awaits, and is command outside', async () => {
    expect(currentLane()).toBe('command');
    const seen = await inLane('projection', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return currentLane();
    });
    expect(seen).toBe('projection');
    expect(currentLane()).toBe('command');
  });
});
