import { Injectable } from '@nestjs/common';
import { Database } from '../../database/database.js';

/**
 * The one rate limiter of the app, kept in Postgres: the public chat's allowance (questions per
 * window, questions in flight) and sign-in throttling (failures per username and address, per
 * address across usernames, per username across addresses) are rows of one table, each in its own
 * bucket. Every instance behind a load balancer counts the same rows (in memory each would grant
 * its own allowance), a restart lifts nothing, and time is the database's `now()`, one clock for
 * all instances. What a row means is decided by pure functions of the callers' domains
 * (simple-chat/domain/admission.ts, auth/sign-in/throttle-policy.ts); this class only keeps rows
 * and applies a step to one of them atomically.
 */
export const RATE_LIMITS_DDL = `
CREATE TABLE IF NOT EXISTS rate_limits (
  bucket text NOT NULL,
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  count integer NOT NULL,
  in_flight integer NOT NULL,
  blocked_until timestamptz,
  strikes integer NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (bucket, key)
);
CREATE INDEX IF NOT EXISTS rate_limits_updated_idx ON rate_limits (updated_at);`;

/** One counter: a window and its count, work in flight, a block and how many blocks came before. */
export interface LimitRow {
  windowStart: Date;
  count: number;
  inFlight: number;
  blockedUntil: Date | null;
  strikes: number;
  updatedAt: Date;
}

const COLUMNS = `window_start AS "windowStart", count, in_flight AS "inFlight", blocked_until AS "blockedUntil", strikes, updated_at AS "updatedAt"`;
/** A row created only to be locked has this `updated_at`: the step sees no previous state. */
const PLACEHOLDER = new Date(0);

@Injectable()
export class RateLimiter {
  constructor(private readonly db: Database) {}

  async migrate(): Promise<void> {
    await this.db.migrate(RATE_LIMITS_DDL);
  }

  /**
   * Applies `step` to the row of (bucket, key), locked for the transaction (null: no row yet, or
   * forgotten). `next` null deletes the row. Returns the step's result.
   */
  async update<R>(
    bucket: string,
    key: string,
    step: (row: LimitRow | null, now: Date) => { next: LimitRow | null; result: R },
  ): Promise<R> {
    return this.db.tx(async (c) => {
      // One statement creates the row if need be, locks it and reads it with the database's clock.
      const { rows } = await c.query<LimitRow & { now: Date }>(
        `INSERT INTO rate_limits AS l (bucket, key, window_start, count, in_flight, blocked_until, strikes, updated_at)
         VALUES ($1, $2, now(), 0, 0, NULL, 0, $3)
         ON CONFLICT (bucket, key) DO UPDATE SET bucket = l.bucket
         RETURNING ${COLUMNS}, now() AS now`,
        [bucket, key, PLACEHOLDER],
      );
      const { now, ...row } = rows[0];
      const { next, result } = step(row.updatedAt.getTime() === PLACEHOLDER.getTime() ? null : row, now);
      if (next) {
        await c.query(
          `UPDATE rate_limits SET window_start = $3, count = $4, in_flight = $5, blocked_until = $6, strikes = $7, updated_at = $8 WHERE bucket = $1 AND key = $2`,
          [bucket, key, next.windowStart, next.count, next.inFlight, next.blockedUntil, next.strikes, next.updatedAt],
        );
      } else await c.query(`DELETE FROM rate_limits WHERE bucket = $1 AND key = $2`, [bucket, key]);
      // Counters silent for a day are forgotten: the table stays as small as the active crowd.
      if (Math.random() < 0.02) await c.query(`DELETE FROM rate_limits WHERE updated_at < now() - interval '24 hours'`);
      return result;
    });
  }

  /** The rows of several (bucket, key) pairs in one read, with the database's clock; absent pairs are missing from the map. */
  async read(pairs: Array<[bucket: string, key: string]>): Promise<{ now: Date; rows: Map<string, LimitRow> }> {
    const { rows } = await this.db.query<LimitRow & { bucket: string; key: string; now: Date }>(
      `SELECT bucket, key, ${COLUMNS}, now() AS now FROM rate_limits
        WHERE (bucket, key) IN (SELECT * FROM unnest($1::text[], $2::text[])) AND updated_at > $3
       UNION ALL SELECT NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, now()`,
      [pairs.map((p) => p[0]), pairs.map((p) => p[1]), PLACEHOLDER],
    );
    const now = rows[rows.length - 1].now;
    const found = new Map<string, LimitRow>();
    for (const { bucket, key, now: _now, ...row } of rows.slice(0, -1)) found.set(`${bucket}\u0000${key}`, row);
    return { now, rows: found };
  }

  /** One unit of work in flight is done (in one statement, without the step's round trip). */
  async release(bucket: string, key: string): Promise<void> {
    await this.db.query(`UPDATE rate_limits SET in_flight = GREATEST(in_flight - 1, 0) WHERE bucket = $1 AND key = $2`, [bucket, key]);
  }

  async forget(bucket: string, key: string): Promise<void> {
    await this.db.query(`DELETE FROM rate_limits WHERE bucket = $1 AND key = $2`, [bucket, key]);
  }
}

export const rowKey = (bucket: string, key: string) => `${bucket}\u0000${key}`;
