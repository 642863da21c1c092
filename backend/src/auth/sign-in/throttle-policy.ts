export interface FailurePolicy {
  /** Failures within `windowMs` that cause a lock. */
  maxFailures: number;
  windowMs: number;
  /** The first lock; every further one doubles, up to `maxLockMs`. */
  firstLockMs: number;
  maxLockMs: number;
  forgetAfterMs: number;
}

/**
 * Failed sign-ins of one username from one address. Five failures within 15 minutes lock that pair
 * for 5 minutes; every further lock of the same pair doubles, up to an hour. A success, or a day
 * without failures, forgets the pair. Other usernames and other addresses are never affected, so an
 * attacker cannot lock a colleague out from elsewhere.
 */
export const THROTTLE: FailurePolicy = {
  maxFailures: 5,
  windowMs: 15 * 60_000,
  firstLockMs: 5 * 60_000,
  maxLockMs: 60 * 60_000,
  forgetAfterMs: 24 * 3600_000,
};

/**
 * Password spraying: failures from one address across every username. Twenty within 15 minutes
 * make that address wait a minute, doubling up to 30 minutes. Usernames that signed in from the
 * address before (a colleague behind the same office address) are not held back by it.
 */
export const SPRAY_THROTTLE: FailurePolicy = {
  maxFailures: 20,
  windowMs: 15 * 60_000,
  firstLockMs: 60_000,
  maxLockMs: 30 * 60_000,
  forgetAfterMs: 24 * 3600_000,
};

/**
 * Distributed guessing: failures for one username from every address. Ten within 5 minutes make
 * the username wait 30 seconds from unknown addresses, doubling up to 5 minutes, never more: a
 * short delay, not a lock an attacker could keep the owner under. The owner's usual addresses
 * (a success from them before) are never held back by it.
 */
export const DISTRIBUTED_THROTTLE: FailurePolicy = {
  maxFailures: 10,
  windowMs: 5 * 60_000,
  firstLockMs: 30_000,
  maxLockMs: 5 * 60_000,
  forgetAfterMs: 3600_000,
};

export interface ThrottleState {
  failures: number;
  windowStart: Date;
  lockedUntil: Date | null;
  lockouts: number;
  updatedAt: Date;
}

/** Seconds until the pair may try again, or 0 when it may try now. */
export function retryAfterSeconds(state: ThrottleState | null, now: Date): number {
  if (!state?.lockedUntil || state.lockedUntil <= now) return 0;
  return Math.ceil((state.lockedUntil.getTime() - now.getTime()) / 1000);
}

/** The state after one more failure at `now`. */
export function afterFailure(previous: ThrottleState | null, now: Date, policy: FailurePolicy = THROTTLE): ThrottleState {
  const forgotten = !previous || now.getTime() - previous.updatedAt.getTime() > policy.forgetAfterMs;
  const base = forgotten ? { failures: 0, windowStart: now, lockouts: 0 } : previous;
  const windowOpen = now.getTime() - base.windowStart.getTime() <= policy.windowMs;
  const failures = (windowOpen ? base.failures : 0) + 1;
  const windowStart = windowOpen ? base.windowStart : now;
  if (failures < policy.maxFailures) {
    return { failures, windowStart, lockedUntil: null, lockouts: base.lockouts, updatedAt: now };
  }
  const lockMs = Math.min(policy.firstLockMs * 2 ** base.lockouts, policy.maxLockMs);
  // The count starts again after the lock: the next lock needs as many failures again.
  return { failures: 0, windowStart: now, lockedUntil: new Date(now.getTime() + lockMs), lockouts: base.lockouts + 1, updatedAt: now };
}
