import { describe, expect, it } from 'vitest';
import { currentLane, inLane, LaneQueue, nextLane, type Lane } from './lanes.js';

const waiting = (w: Partial<Record<Lane, number[]>>) => ({
  command: (w.command ?? []).map((since) => ({ since })),
  projection: (w.projection ?? []).map((since) => ({ since })),
  background: (w.background ?? []).map((since) => ({ since })),
});

describe('nextLane', () => {
  it('gives the turn to the most urgent lane with a waiter', () => {
    expect(nextLane(waiting({ background: [0], projection: [1], command: [2] }), 10, 100)).toBe('command');
    expect(nextLane(waiting({ background: [0], projection: [1] }), 10, 100)).toBe('projection');
    expect(nextLane(waiting({ background: [0] }), 10, 100)).toBe('background');
    expect(nextLane(waiting({}), 10, 100)).toBeNull();
  });

  it('gives it to a waiter passed over for too long, the longest waiting first', () => {
    expect(nextLane(waiting({ background: [0], command: [150] }), 150, 100)).toBe('background');
    expect(nextLane(waiting({ background: [20], projection: [10], command: [150] }), 150, 100)).toBe('projection');
    // At the limit, not past it: urgency still decides.
    expect(nextLane(waiting({ background: [50], command: [150] }), 150, 100)).toBe('command');
  });
});

describe('nextLane while the command lane holds the turns', () => {
  it('gives the turn to commands only, or to a waiter passed over for too long', () => {
    expect(nextLane(waiting({ background: [0], projection: [1], command: [2] }), 10, 100, true)).toBe('command');
    expect(nextLane(waiting({ background: [0], projection: [1] }), 10, 100, true)).toBeNull();
    expect(nextLane(waiting({ projection: [1] }), 150, 100, true)).toBe('projection');
  });
});

describe('LaneQueue', () => {
  /** Holds the queue's turn (once it has it) until the returned function is called. */
  const hold = async (queue: LaneQueue) => {
    let done!: () => void;
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const held = queue.run('background', () => new Promise<void>((resolve) => ((done = resolve), started())));
    await running;
    return async () => {
      done();
      await held;
    };
  };

  it('runs waiters by lane, first come first served within one, one at a time', async () => {
    const queue = new LaneQueue();
    const release = await hold(queue);
    const order: string[] = [];
    let running = 0;
    const job = (lane: Lane, name: string) =>
      queue.run(lane, async () => {
        expect(++running).toBe(1);
        await new Promise((resolve) => setTimeout(resolve, 1));
        order.push(name);
        running--;
      });
    const all = [
      job('background', 'audit'),
      job('projection', 'conversations'),
      job('background', 'analytics'),
      job('command', 'reply append'),
      job('command', 'turns read'),
    ];
    expect(queue.queued()).toEqual({ command: 2, projection: 1, background: 2 });
    await release();
    await Promise.all(all);
    expect(order).toEqual(['reply append', 'turns read', 'conversations', 'audit', 'analytics']);
  });

  it('lets a waiter passed over for too long go before newer urgent ones', async () => {
    let now = 0;
    const queue = new LaneQueue(100, () => now);
    const release = await hold(queue);
    const order: string[] = [];
    const job = (lane: Lane, name: string) => queue.run(lane, async () => void order.push(name));
    const all = [job('background', 'old background')];
    now = 150;
    all.push(job('command', 'new command'));
    await release();
    await Promise.all(all);
    expect(order).toEqual(['old background', 'new command']);
  });

  it('keeps an idle connection for commands while held, until the hold ends', async () => {
    const queue = new LaneQueue();
    const end = queue.hold();
    const order: string[] = [];
    const projection = queue.run('projection', async () => void order.push('projection'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(order).toEqual([]);
    await queue.run('command', async () => void order.push('command'));
    expect(order).toEqual(['command']);
    end();
    await projection;
    expect(order).toEqual(['command', 'projection']);
  });

  it('ends a hold by itself after the longest a lane may be passed over', async () => {
    const queue = new LaneQueue(20);
    queue.hold();
    const started = performance.now();
    await queue.run('background', async () => undefined);
    expect(performance.now() - started).toBeGreaterThanOrEqual(15);
  });

  it('passes the turn on after a failure', async () => {
    const queue = new LaneQueue();
    await expect(queue.run('command', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(queue.run('command', async () => 'next')).resolves.toBe('next');
    expect(queue.queued()).toEqual({ command: 0, projection: 0, background: 0 });
  });
});

describe('inLane', () => {
  it('follows the work through its awaits, and is command outside', async () => {
    expect(currentLane()).toBe('command');
    const seen = await inLane('background', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return currentLane();
    });
    expect(seen).toBe('background');
    expect(currentLane()).toBe('command');
  });
});
