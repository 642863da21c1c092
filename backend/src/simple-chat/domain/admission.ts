/**
 * Whether a requester (a hashed address or account) may ask another public question now. Pure:
 * the state comes from the shared table, `now` from the database's clock (one clock for every
 * instance). A fixed window per requester plus a cap on questions still being answered.
 */
export interface LimitState {
  windowStart: Date;
  asked: number;
  inFlight: number;
  updatedAt: Date;
}

export interface LimitPolicy {
  perWindow: number;
  windowMs: number;
  maxInFlight: number;
  /** A question "in flight" longer than this was lost with its instance: its slot is freed. */
  staleInFlightMs: number;
}

export type Admission =
  { admitted: true; next: LimitState } | { admitted: false; reason: 'rate' | 'in_flight'; retryAfterSeconds: number; next: LimitState };

export function admit(state: LimitState | null, now: Date, policy: LimitPolicy): Admission {
  const fresh = !state || now.getTime() - state.windowStart.getTime() >= policy.windowMs;
  const windowStart = fresh ? now : state.windowStart;
  const asked = fresh ? 0 : state.asked;
  const stale = !state || now.getTime() - state.updatedAt.getTime() >= policy.staleInFlightMs;
  const inFlight = stale ? 0 : state.inFlight;
  const current: LimitState = { windowStart, asked, inFlight, updatedAt: state?.updatedAt ?? now };
  if (asked >= policy.perWindow) {
    const left = windowStart.getTime() + policy.windowMs - now.getTime();
    return { admitted: false, reason: 'rate', retryAfterSeconds: Math.max(1, Math.ceil(left / 1000)), next: current };
  }
  if (inFlight >= policy.maxInFlight) return { admitted: false, reason: 'in_flight', retryAfterSeconds: 1, next: current };
  return { admitted: true, next: { windowStart, asked: asked + 1, inFlight: inFlight + 1, updatedAt: now } };
}

/** A question was answered (or failed): its in-flight slot is free again. */
export function finished(state: LimitState): LimitState {
  return { ...state, inFlight: Math.max(0, state.inFlight - 1) };
}
