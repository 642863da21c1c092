import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../core/tokens.js';
import { RateLimiter, rowKey, type LimitRow } from '../../shared/rate-limit/rate-limiter.js';
import { admit, type Admission, type LimitPolicy, type LimitState } from '../domain/admission.js';

/** The public chat's rows in the app's one rate limiter (shared/rate-limit), keyed by the requester's salted hash. */
export const SIMPLE_CHAT_BUCKET = 'simple-chat';

export function limitPolicyOf(config: AppConfig['simpleChat']): LimitPolicy {
  return { perWindow: config.perWindow, windowMs: config.windowMs, maxInFlight: config.maxInFlight, staleInFlightMs: Math.max(120_000, config.windowMs * 2) };
}

const stateOf = (row: LimitRow): LimitState => ({ windowStart: row.windowStart, asked: row.count, inFlight: row.inFlight, updatedAt: row.updatedAt });
const rowOf = (s: LimitState): LimitRow => ({ windowStart: s.windowStart, count: s.asked, inFlight: s.inFlight, blockedUntil: null, strikes: 0, updatedAt: s.updatedAt });

/** The state a refusal from memory carries (callers only read `reason` and `retryAfterSeconds`). */
const REFUSED: LimitState = { windowStart: new Date(0), asked: 0, inFlight: 0, updatedAt: new Date(0) };

/**
 * Every instance behind a load balancer counts the same questions (the rows are in Postgres), and
 * time is the database's `now()`. Rows are keyed by the requester's salted hash, so no address is
 * stored here either.
 */
@Injectable()
export class SimpleChatRateLimiter {
  readonly policy: LimitPolicy;
  /** Requesters refused for their allowance, and until when (this instance's clock), see {@link remember}. */
  private readonly refusedUntil = new Map<string, number>();

  constructor(
    private readonly limits: RateLimiter,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.policy = limitPolicyOf(config.simpleChat);
  }

  async migrate(): Promise<void> {
    await this.limits.migrate();
  }

  /** Takes a slot for one question, or says how long to wait. Release an admitted one with {@link release}. */
  async acquire(requester: string): Promise<Admission> {
    // Refused for its allowance a moment ago: refused again until the window ends, from memory.
    const until = this.refusedUntil.get(requester);
    if (until !== undefined) {
      const left = until - Date.now();
      if (left > 0) return { admitted: false, reason: 'rate', retryAfterSeconds: Math.max(1, Math.ceil(left / 1000)), next: REFUSED };
      this.refusedUntil.delete(requester);
    }
    // A flooder past its allowance is answered from one read, without a transaction: the count of
    // a window only grows, so a refusal read a moment ago is still right (at worst an in-flight
    // slot freed since then is seen a second late, and Retry-After says 1 s).
    const { now, rows } = await this.limits.read([[SIMPLE_CHAT_BUCKET, requester]]);
    const seen = rows.get(rowKey(SIMPLE_CHAT_BUCKET, requester));
    if (seen) {
      const quick = admit(stateOf(seen), now, this.policy);
      if (!quick.admitted) return this.remember(requester, quick);
    }
    const admission = await this.limits.update(SIMPLE_CHAT_BUCKET, requester, (row, now) => {
      const admission = admit(row && stateOf(row), now, this.policy);
      return { next: admission.admitted ? rowOf(admission.next) : row && { ...row }, result: admission };
    });
    return admission.admitted ? admission : this.remember(requester, admission);
  }

  /**
   * A requester past its allowance stays refused until its window ends (the count of a window only
   * grows), so this instance answers its next tries from memory, without a query: a flood past the
   * allowance costs no database work. In-flight refusals are not kept (a slot frees any moment).
   */
  private remember(requester: string, refusal: Admission): Admission {
    if (refusal.admitted || refusal.reason !== 'rate') return refusal;
    if (this.refusedUntil.size >= 10_000) {
      const now = Date.now();
      for (const [key, until] of this.refusedUntil) if (until <= now) this.refusedUntil.delete(key);
      if (this.refusedUntil.size >= 10_000) this.refusedUntil.clear();
    }
    this.refusedUntil.set(requester, Date.now() + refusal.retryAfterSeconds * 1000 - 500);
    return refusal;
  }

  /** The question was answered (or failed): its in-flight slot is free again (`finished` in admission.ts, in one statement). */
  async release(requester: string): Promise<void> {
    await this.limits.release(SIMPLE_CHAT_BUCKET, requester);
  }
}
