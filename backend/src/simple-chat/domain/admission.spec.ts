import { describe, expect, it } from 'vitest';
import { admit, finished, type LimitPolicy, type LimitState } from './admission.js';

const policy: LimitPolicy = { perWindow: 20, windowMs: 60_000, maxInFlight: 2, staleInFlightMs: 120_000 };
const t0 = new Date('2025-03-01T10:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

/** Asks `n` questions at `now`, each answered before the next (nothing stays in flight). */
function askSequentially(n: number, start: LimitState | null, now: Date): LimitState | null {
  let state = start;
  for (let i = 0; i < n; i++) {
    const a = admit(state, now, policy);
    expect(a.admitted).toBe(true);
    state = finished(a.next);
  }
  return state;
}

describe('admission of public questions', () => {
  it('admits a first question and opens a window', () => {
    const a = admit(null, t0, policy);
    expect(a).toEqual({ admitted: true, next: { windowStart: t0, asked: 1, inFlight: 1, updatedAt: t0 } });
  });

  it('refuses the 21st question of a window and says how long to wait', () => {
    const state = askSequentially(20, null, t0);
    const refused = admit(state, at(15_000), policy);
    expect(refused).toMatchObject({ admitted: false, reason: 'rate', retryAfterSeconds: 45 });
  });

  it('admits again once the window has passed', () => {
    const state = askSequentially(20, null, t0);
    const again = admit(state, at(60_000), policy);
    expect(again).toMatchObject({ admitted: true, next: { windowStart: at(60_000), asked: 1 } });
  });

  it('refuses a third question while two are still being answered', () => {
    const one = admit(null, t0, policy);
    const two = admit(one.next, at(10), policy);
    const three = admit(two.next, at(20), policy);
    expect(three).toMatchObject({ admitted: false, reason: 'in_flight', retryAfterSeconds: 1 });
    expect(admit(finished(two.next), at(30), policy).admitted).toBe(true);
  });

  it('frees in-flight slots an instance lost (no activity for the stale period)', () => {
    const one = admit(null, t0, policy);
    const two = admit(one.next, t0, policy);
    expect(admit(two.next, at(119_000), policy).admitted).toBe(false);
    expect(admit(two.next, at(120_000), policy).admitted).toBe(true);
  });

  it('never counts below zero in flight', () => {
    expect(finished({ windowStart: t0, asked: 3, inFlight: 0, updatedAt: t0 }).inFlight).toBe(0);
  });
});
