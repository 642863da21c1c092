import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../core/tokens.js';
import { Database } from '../../database/database.js';
import { admit, type Admission, type LimitPolicy, type LimitState } from '../domain/admission.js';

/**
 * Kept in Postgres like the sign-in throttle: every instance behind a load balancer counts the same
 * questions (in memory each would grant its own 20), and time is the database's `now()`. Rows are
 * keyed by the requester's salted hash, so no address is stored here either.
 */
export const LIMITS_DDL = `
CREATE TABLE IF NOT EXISTS simple_chat_limits (
  requester text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  asked integer NOT NULL,
  in_flight integer NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS simple_chat_limits_updated_idx ON simple_chat_limits (updated_at);`;

const STATE = `window_start AS "windowStart", asked, in_flight AS "inFlight", updated_at AS "updatedAt"`;

export function limitPolicyOf(config: AppConfig['simpleChat']): LimitPolicy {
  return { perWindow: config.perWindow, windowMs: config.windowMs, maxInFlight: config.maxInFlight, staleInFlightMs: Math.max(120_000, config.windowMs * 2) };
}

@Injectable()
export class SimpleChatRateLimiter {
  readonly policy: LimitPolicy;

  constructor(
    private readonly db: Database,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.policy = limitPolicyOf(config.simpleChat);
  }

  async migrate(): Promise<void> {
    await this.db.query(LIMITS_DDL);
  }

  /** Takes a slot for one question, or says how long to wait. Release an admitted one with {@link release}. */
  async acquire(requester: string): Promise<Admission> {
    return this.db.tx(async (c) => {
      // One statement creates the row if need be, locks it and reads it with the database's clock.
      const { rows } = await c.query<LimitState & { now: Date }>(
        `INSERT INTO simple_chat_limits AS l (requester, window_start, asked, in_flight, updated_at)
         VALUES ($1, now(), 0, 0, now())
         ON CONFLICT (requester) DO UPDATE SET requester = l.requester
         RETURNING ${STATE}, now() AS now`,
        [requester],
      );
      const { now, ...state } = rows[0];
      const admission = admit(state, now, this.policy);
      if (admission.admitted) {
        const n = admission.next;
        await c.query(
          `UPDATE simple_chat_limits SET window_start = $2, asked = $3, in_flight = $4, updated_at = $5 WHERE requester = $1`,
          [requester, n.windowStart, n.asked, n.inFlight, n.updatedAt],
        );
        // Requesters silent for a day are forgotten: the table stays as small as the active crowd.
        if (Math.random() < 0.01) await c.query(`DELETE FROM simple_chat_limits WHERE updated_at < now() - interval '24 hours'`);
      }
      return admission;
    });
  }

  /** The question was answered (or failed): its in-flight slot is free again (`finished` in admission.ts, in one statement). */
  async release(requester: string): Promise<void> {
    await this.db.query(`UPDATE simple_chat_limits SET in_flight = GREATEST(in_flight - 1, 0) WHERE requester = $1`, [requester]);
  }
}
