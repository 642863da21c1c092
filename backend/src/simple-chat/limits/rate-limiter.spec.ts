import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../../config/app-config.js';
import type { LimitRow, RateLimiter } from '../../shared/rate-limit/rate-limiter.js';
import { SimpleChatRateLimiter } from './rate-limiter.js';

/**
 * A flood past the allowance or the in-flight limit is refused from memory: the database (one
 * connection when embedded, shared with every transaction of the instance) is not asked, so a 429
 * never waits behind other work for it (issue 26, the flood test's "every 429 in under 100 ms").
 */
class CountingLimits {
  queries = 0;
  private row: LimitRow | null = null;
  /** The database's clock, ahead of this process's by an hour: refusals must count from the window, not from either clock alone. */
  now = new Date(Date.now() + 3_600_000);

  async read(): Promise<{ now: Date; rows: Map<string, LimitRow> }> {
    this.queries++;
    return { now: this.now, rows: this.row ? new Map([['simple-chat\u0000r', this.row]]) : new Map() };
  }

  async update<R>(_b: string, _k: string, step: (row: LimitRow | null, now: Date) => { next: LimitRow | null; result: R }): Promise<R> {
    this.queries++;
    const { next, result } = step(this.row, this.now);
    this.row = next;
    return result;
  }

  async release(): Promise<void> {
    this.queries++;
    if (this.row) this.row = { ...this.row, inFlight: Math.max(0, this.row.inFlight - 1) };
  }
}

const config = { simpleChat: { perWindow: 3, windowMs: 60_000, maxInFlight: 2 } } as AppConfig;

describe('SimpleChatRateLimiter', () => {
  it('refuses past the in-flight limit without a query, even while the first questions still wait for the database', async () => {
    const limits = new CountingLimits();
    const limiter = new SimpleChatRateLimiter(limits as unknown as RateLimiter, config);
    const burst = [limiter.acquire('r'), limiter.acquire('r'), limiter.acquire('r'), limiter.acquire('r')];
    const [a, b, c, d] = await Promise.all(burst);
    expect([a.admitted, b.admitted]).toEqual([true, true]);
    expect(c).toMatchObject({ admitted: false, reason: 'in_flight', retryAfterSeconds: 1 });
    expect(d).toMatchObject({ admitted: false, reason: 'in_flight' });
    // Two questions admitted: a read and an update each; the two refusals cost nothing.
    expect(limits.queries).toBe(4);
    await limiter.release('r');
    expect((await limiter.acquire('r')).admitted).toBe(true);
  });

  it('refuses from memory once the window’s last question is admitted, until the window ends', async () => {
    const limits = new CountingLimits();
    const limiter = new SimpleChatRateLimiter(limits as unknown as RateLimiter, config);
    for (let i = 0; i < 3; i++) {
      expect((await limiter.acquire('r')).admitted).toBe(true);
      await limiter.release('r');
    }
    const queries = limits.queries;
    for (let i = 0; i < 20; i++) {
      const refused = await limiter.acquire('r');
      expect(refused).toMatchObject({ admitted: false, reason: 'rate' });
      if (!refused.admitted) expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(59);
    }
    expect(limits.queries).toBe(queries);
  });

  it('asks the database for a requester it has not seen refused, and remembers a refusal for the allowance', async () => {
    const limits = new CountingLimits();
    const limiter = new SimpleChatRateLimiter(limits as unknown as RateLimiter, config);
    // Counted by another instance: the allowance is used up, 20 s of the window are left.
    (limits as unknown as { row: LimitRow }).row = {
      windowStart: new Date(limits.now.getTime() - 40_000),
      count: 3,
      inFlight: 0,
      blockedUntil: null,
      strikes: 0,
      updatedAt: limits.now,
    };
    expect(await limiter.acquire('r')).toMatchObject({ admitted: false, reason: 'rate', retryAfterSeconds: 20 });
    expect(limits.queries).toBe(1);
    expect(await limiter.acquire('r')).toMatchObject({ admitted: false, reason: 'rate' });
    expect(limits.queries).toBe(1);
  });
});
