import { Injectable } from '@nestjs/common';
import { Database } from '../../database/database.js';
import { afterFailure, retryAfterSeconds, type ThrottleState } from './throttle-policy.js';

/**
 * Kept in Postgres rather than in memory: behind a load balancer every instance sees the same count
 * (in memory an attacker would get five tries per instance), and a restart does not lift a lock.
 * Time is the database's `now()`, one clock for all instances.
 */
export const THROTTLE_DDL = `
CREATE TABLE IF NOT EXISTS auth_login_throttle (
  username text NOT NULL,
  address text NOT NULL,
  failures integer NOT NULL,
  window_start timestamptz NOT NULL,
  locked_until timestamptz,
  lockouts integer NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (username, address)
);
CREATE INDEX IF NOT EXISTS auth_login_throttle_updated_idx ON auth_login_throttle (updated_at);`;

const STATE = `failures, window_start AS "windowStart", locked_until AS "lockedUntil", lockouts, updated_at AS "updatedAt"`;

@Injectable()
export class LoginThrottle {
  constructor(private readonly db: Database) {}

  async migrate(): Promise<void> {
    await this.db.query(THROTTLE_DDL);
  }

  /** Seconds the pair must wait before its credentials are even checked; 0 when it may try. */
  async retryAfter(username: string, address: string): Promise<number> {
    const { rows } = await this.db.query<ThrottleState & { now: Date }>(
      `SELECT ${STATE}, now() AS now FROM auth_login_throttle WHERE username = $1 AND address = $2`,
      [username, address],
    );
    return rows[0] ? retryAfterSeconds(rows[0], rows[0].now) : 0;
  }

  /** Counts a failure; returns the seconds of the lock it caused (0 when none). */
  async recordFailure(username: string, address: string): Promise<number> {
    return this.db.tx(async (c) => {
      await c.query(
        `INSERT INTO auth_login_throttle (username, address, failures, window_start, lockouts, updated_at)
         VALUES ($1, $2, 0, now(), 0, now()) ON CONFLICT DO NOTHING`,
        [username, address],
      );
      const { rows } = await c.query<ThrottleState & { now: Date }>(
        `SELECT ${STATE}, now() AS now FROM auth_login_throttle WHERE username = $1 AND address = $2 FOR UPDATE`,
        [username, address],
      );
      const { now, ...previous } = rows[0];
      const next = afterFailure(previous.failures === 0 && previous.lockouts === 0 ? null : previous, now);
      await c.query(
        `UPDATE auth_login_throttle SET failures = $3, window_start = $4, locked_until = $5, lockouts = $6, updated_at = $7
          WHERE username = $1 AND address = $2`,
        [username, address, next.failures, next.windowStart, next.lockedUntil, next.lockouts, next.updatedAt],
      );
      // Pairs nobody failed with for a day are forgotten anyway: drop them so the table stays small.
      await c.query(`DELETE FROM auth_login_throttle WHERE updated_at < now() - interval '24 hours'`);
      return retryAfterSeconds(next, now);
    });
  }

  /** A successful sign-in forgets the pair's failures. */
  async reset(username: string, address: string): Promise<void> {
    await this.db.query(`DELETE FROM auth_login_throttle WHERE username = $1 AND address = $2`, [username, address]);
  }
}
