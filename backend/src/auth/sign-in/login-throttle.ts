import { Injectable } from '@nestjs/common';
import { RateLimiter, rowKey, type LimitRow } from '../../shared/rate-limit/rate-limiter.js';
import {
  afterFailure,
  DISTRIBUTED_THROTTLE,
  retryAfterSeconds,
  SPRAY_THROTTLE,
  THROTTLE,
  type FailurePolicy,
  type ThrottleState,
} from './throttle-policy.js';

/** Buckets of sign-in throttling in the app's one rate limiter (shared/rate-limit). */
export const LOGIN_BUCKETS = {
  /** One username from one address (throttle-policy THROTTLE). */
  pair: 'login:pair',
  /** One address across usernames: spraying (SPRAY_THROTTLE). */
  address: 'login:address',
  /** One username across addresses: distributed guessing (DISTRIBUTED_THROTTLE). */
  username: 'login:username',
  /** A username signed in from this address before: neither of the two above holds it back. */
  known: 'login:known',
} as const;

/** How long an address stays "usual" for a username after its last successful sign-in from it. */
const KNOWN_FOR_MS = 30 * 24 * 3600_000;

const pairKey = (username: string, address: string) => `${username}\u0001${address}`;
const stateOf = (row: LimitRow): ThrottleState => ({
  failures: row.count,
  windowStart: row.windowStart,
  lockedUntil: row.blockedUntil,
  lockouts: row.strikes,
  updatedAt: row.updatedAt,
});
const rowOf = (s: ThrottleState): LimitRow => ({
  windowStart: s.windowStart,
  count: s.failures,
  inFlight: 0,
  blockedUntil: s.lockedUntil,
  strikes: s.lockouts,
  updatedAt: s.updatedAt,
});

/**
 * Sign-in throttling, kept in Postgres (the app's one rate limiter): behind a load balancer every
 * instance sees the same counts and a restart does not lift a lock. Three counts, each with growing
 * waits: the (username, address) pair, the address across usernames (spraying), the username across
 * addresses (distributed guessing). The last two never hold back a username at an address it
 * signed in from before, so neither an attacker spraying from a shared office address nor one
 * guessing a colleague's password from elsewhere can lock that colleague out where they work.
 */
@Injectable()
export class LoginThrottle {
  constructor(private readonly limits: RateLimiter) {}

  async migrate(): Promise<void> {
    await this.limits.migrate();
  }

  /** Seconds this username must wait at this address before its credentials are even checked; 0 when it may try. */
  async retryAfter(username: string, address: string): Promise<number> {
    const pairs: Array<[string, string]> = [
      [LOGIN_BUCKETS.pair, pairKey(username, address)],
      [LOGIN_BUCKETS.address, address],
      [LOGIN_BUCKETS.username, username],
      [LOGIN_BUCKETS.known, pairKey(username, address)],
    ];
    const { now, rows } = await this.limits.read(pairs);
    const wait = (bucket: string, key: string) => {
      const row = rows.get(rowKey(bucket, key));
      return row ? retryAfterSeconds(stateOf(row), now) : 0;
    };
    const known = rows.get(rowKey(LOGIN_BUCKETS.known, pairKey(username, address)));
    const usual = known !== undefined && now.getTime() - known.updatedAt.getTime() < KNOWN_FOR_MS;
    const own = wait(LOGIN_BUCKETS.pair, pairKey(username, address));
    if (usual) return own;
    return Math.max(own, wait(LOGIN_BUCKETS.address, address), wait(LOGIN_BUCKETS.username, username));
  }

  /** Counts a failure in all three counts; returns the seconds of the longest lock it caused (0 when none). */
  async recordFailure(username: string, address: string): Promise<number> {
    const fail = (bucket: string, key: string, policy: FailurePolicy) =>
      this.limits.update(bucket, key, (row, now) => {
        const next = afterFailure(row && stateOf(row), now, policy);
        return { next: rowOf(next), result: retryAfterSeconds(next, now) };
      });
    const waits = [
      await fail(LOGIN_BUCKETS.pair, pairKey(username, address), THROTTLE),
      await fail(LOGIN_BUCKETS.address, address, SPRAY_THROTTLE),
      await fail(LOGIN_BUCKETS.username, username, DISTRIBUTED_THROTTLE),
    ];
    return Math.max(...waits);
  }

  /** A successful sign-in forgets the pair's failures and marks the address as one of the username's usual ones. */
  async reset(username: string, address: string): Promise<void> {
    await this.limits.forget(LOGIN_BUCKETS.pair, pairKey(username, address));
    await this.limits.update(LOGIN_BUCKETS.known, pairKey(username, address), (_row, now) => ({
      next: { windowStart: now, count: 0, inFlight: 0, blockedUntil: null, strikes: 0, updatedAt: now },
      result: undefined,
    }));
  }
}
