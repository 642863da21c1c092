import { describe, expect, it } from 'vitest';
import { afterFailure, retryAfterSeconds, THROTTLE, type ThrottleState } from './throttle-policy.js';

const at = (minutes: number) => new Date(Date.UTC(2025, 0, 1, 8, 0) + minutes * 60_000);

function fail(times: number, state: ThrottleState | null, minute: number): ThrottleState | null {
  for (let i = 0; i < times; i++) state = afterFailure(state, at(minute));
  return state;
}

describe('sign-in throttling policy', () => {
  it('locks after five failures within the window, for five minutes', () => {
    const four = fail(4, null, 0);
    expect(retryAfterSeconds(four, at(0))).toBe(0);
    const five = afterFailure(four, at(1));
    expect(retryAfterSeconds(five, at(1))).toBe(THROTTLE.firstLockMs / 1000);
    expect(retryAfterSeconds(five, at(6))).toBe(0);
  });

  it('does not count failures spread wider than the window', () => {
    let state = fail(4, null, 0);
    state = afterFailure(state, at(16));
    expect(state.failures).toBe(1);
    expect(retryAfterSeconds(state, at(16))).toBe(0);
  });

  it('doubles every further lock, up to an hour', () => {
    let state: ThrottleState | null = null;
    const locks: number[] = [];
    for (let round = 0; round < 6; round++) {
      const minute = round * 120;
      state = fail(5, state, minute);
      locks.push(retryAfterSeconds(state, at(minute)) / 60);
    }
    expect(locks).toEqual([5, 10, 20, 40, 60, 60]);
  });

  it('forgets a pair after a quiet day', () => {
    const locked = fail(5, null, 0);
    const later = afterFailure(locked, at(25 * 60));
    expect(later.lockouts).toBe(0);
    expect(later.failures).toBe(1);
  });
});
