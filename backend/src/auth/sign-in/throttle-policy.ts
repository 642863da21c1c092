/**
 * Failed sign-ins of one username from one address. Five failures within 15 minutes lock that pair
 * for 5 minutes; every further lock of the same pair doubles, up to an hour. A success, or a day
 * without failures, forgets the pair. Other usernames and other addresses are never affected, so an
 * attacker cannot lock a colleague out from elsewhere.
 */
export const THROTTLE = {
  maxFailures: 5,
  windowMs: 15 * 60_000,
  firstLockMs: 5 * 60_000,
  maxLockMs: 60 * 60_000,
  forgetAfterMs: 24 * 3600_000,
} as const;

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
export function afterFailure(previous: ThrottleState | null, now: Date): ThrottleState {
  const forgotten = !previous || now.getTime() - previous.updatedAt.getTime() > THROTTLE.forgetAfterMs;
  const base = forgotten ? { failures: 0, windowStart: now, lockouts: 0 } : previous;
  const windowOpen = now.getTime() - base.windowStart.getTime() <= THROTTLE.windowMs;
  const failures = (windowOpen ? base.failures : 0) + 1;
  const windowStart = windowOpen ? base.windowStart : now;
  if (failures < THROTTLE.maxFailures) {
    return { failures, windowStart, lockedUntil: null, lockouts: base.lockouts, updatedAt: now };
  }
  const lockMs = Math.min(THROTTLE.firstLockMs * 2 ** base.lockouts, THROTTLE.maxLockMs);
  // The count starts again after the lock: the next lock needs another five failures.
  return { failures: 0, windowStart: now, lockedUntil: new Date(now.getTime() + lockMs), lockouts: base.lockouts + 1, updatedAt: now };
}
