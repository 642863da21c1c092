import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../core/tokens.js';
import { RateLimiter, rowKey, type LimitRow } from '../../shared/rate-limit/rate-limiter.js';
import { admit, type Admission, type LimitPolicy, type LimitState } from '../domain/admission.js';

/** The public chat's rows in the app's one rate limiter (shared/rate-limit), keyed by the requester's salted hash. */
export const SIMPLE_CHAT_BUCKET = 'simple-chat';

export function limitPolicyOf(config: AppConfig['simpleChat']): LimitPolicy {
  return {
    perWindow: config.perWindow,
    windowMs: config.windowMs,
    maxInFlight: config.maxInFlight,
    staleInFlightMs: Math.max(120_000, config.windowMs * 2),
  };
}

const stateOf = (row: LimitRow): LimitState => ({
  windowStart: row.windowStart,
  asked: row.count,
  inFlight: row.inFlight,
  updatedAt: row.updatedAt,
});
const rowOf = (s: LimitState): LimitRow => ({
  windowStart: s.windowStart,
  count: s.asked,
  inFlight: s.inFlight,
  blockedUntil: null,
  strikes: 0,
  updatedAt: s.updatedAt,
});

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
  /** Requesters refused for their allowance, and until when (this instance's clock), see {@link refuseUntil}. */
  private readonly refusedUntil = new Map<string, number>();
  /** Questions of a requester this instance is admitting or has admitted and not released yet. */
  private readonly inFlightHere = new Map<string, number>();

  constructor(
    private readonly limits: RateLimiter,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.policy = limitPolicyOf(config.simpleChat);
  }

  async migrate(): Promise<void> {
    await this.limits.migrate();
  }

  /**
   * Takes a slot for one question, or says how long to wait. Release an admitted one with {@link release}.
   *
   * A flood is refused from memory, without a query: the database is shared with everything else
   * the instance does (embedded, it is one connection and a query waits its turn behind every
   * transaction), and a refusal must not wait behind it. Two things this instance knows for sure
   * are enough. A window's count only grows: a requester refused for its allowance, or admitted
   * for its last question of the window, is refused until the window ends. And the questions it is
   * admitting or answering for a requester are in flight (the shared count has them all and maybe
   * more): at the limit it refuses without asking (a burst of one requester past its in-flight
   * limit gets its 429 at once, even while its first questions still wait for the database).
   */
  async acquire(requester: string): Promise<Admission> {
    const quick = this.fromMemory(requester);
    if (quick) return quick;
    this.inFlightHere.set(requester, (this.inFlightHere.get(requester) ?? 0) + 1);
    let admission: Admission | undefined;
    try {
      admission = await this.fromDatabase(requester);
      return admission;
    } finally {
      if (!admission?.admitted) this.done(requester);
    }
  }

  private async fromDatabase(requester: string): Promise<Admission> {
    // Past its allowance (another instance counted it, or this one restarted): one read, without
    // a transaction, as the count of a window only grows.
    const { now, rows } = await this.limits.read([[SIMPLE_CHAT_BUCKET, requester]]);
    const seen = rows.get(rowKey(SIMPLE_CHAT_BUCKET, requester));
    if (seen) {
      const refused = admit(stateOf(seen), now, this.policy);
      if (!refused.admitted) return this.remember(requester, refused, now);
    }
    const { admission, now: at } = await this.limits.update(SIMPLE_CHAT_BUCKET, requester, (row, now) => {
      const admission = admit(row && stateOf(row), now, this.policy);
      return { next: admission.admitted ? rowOf(admission.next) : row && { ...row }, result: { admission, now } };
    });
    // Admitted for the window's last question: the next ones are refused until it ends, from memory.
    if (admission.admitted && admission.next.asked >= this.policy.perWindow) this.refuseUntil(requester, admission.next, at);
    return admission.admitted ? admission : this.remember(requester, admission, at);
  }

  /** A refusal this instance can give without the database, or null when it has to ask. */
  private fromMemory(requester: string): Admission | null {
    const until = this.refusedUntil.get(requester);
    if (until !== undefined) {
      const left = until - Date.now();
      if (left > 0) return { admitted: false, reason: 'rate', retryAfterSeconds: Math.max(1, Math.ceil(left / 1000)), next: REFUSED };
      this.refusedUntil.delete(requester);
    }
    if ((this.inFlightHere.get(requester) ?? 0) >= this.policy.maxInFlight)
      return { admitted: false, reason: 'in_flight', retryAfterSeconds: 1, next: REFUSED };
    return null;
  }

  /** A refusal for the allowance is kept until its window ends. In-flight refusals are not kept (a slot frees any moment). */
  private remember(requester: string, refusal: Admission, now: Date): Admission {
    if (!refusal.admitted && refusal.reason === 'rate') this.refuseUntil(requester, refusal.next, now);
    return refusal;
  }

  /**
   * The requester is refused until its window ends: the database's `now` and the window's start
   * tell how long is left, counted from this instance's clock (late by the query's return at most,
   * never early: a try past it finds the window over, not a second trip to the database to be refused).
   */
  private refuseUntil(requester: string, window: LimitState, now: Date): void {
    if (this.refusedUntil.size >= 10_000) {
      const at = Date.now();
      for (const [key, until] of this.refusedUntil) if (until <= at) this.refusedUntil.delete(key);
      if (this.refusedUntil.size >= 10_000) this.refusedUntil.clear();
    }
    this.refusedUntil.set(requester, Date.now() + window.windowStart.getTime() + this.policy.windowMs - now.getTime());
  }

  private done(requester: string): void {
    const here = (this.inFlightHere.get(requester) ?? 0) - 1;
    if (here > 0) this.inFlightHere.set(requester, here);
    else this.inFlightHere.delete(requester);
  }

  /** The question was answered (or failed): its in-flight slot is free again (`finished` in admission.ts, in one statement). */
  async release(requester: string): Promise<void> {
    this.done(requester);
    await this.limits.release(SIMPLE_CHAT_BUCKET, requester);
  }
}
