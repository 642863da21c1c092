import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Database } from '../../database/database.js';
import { hashToken } from '../sessions/session-store.js';

/**
 * Sign-ins started and not yet come back: the PKCE verifier, state and nonce never leave the server.
 * The browser holds only a random flow id in a cookie (SHA-256 stored, like session tokens), so an
 * answer of the provider counts only in the browser that started the sign-in, and only once.
 */
export const OIDC_FLOWS_DDL = `
CREATE TABLE IF NOT EXISTS auth_oidc_flows (
  id_hash text PRIMARY KEY,
  state text NOT NULL,
  nonce text NOT NULL,
  code_verifier text NOT NULL,
  redirect_uri text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);`;

/** Time to authenticate at the provider before the started sign-in is forgotten. */
export const FLOW_TTL_MS = 10 * 60_000;

export interface OidcFlow {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
}

@Injectable()
export class OidcFlowStore {
  constructor(private readonly db: Database) {}

  async migrate(): Promise<void> {
    await this.db.migrate(OIDC_FLOWS_DDL);
  }

  /** Stores a flow; returns the id for the browser's cookie. */
  async start(flow: OidcFlow): Promise<string> {
    const id = randomBytes(32).toString('base64url');
    await this.db.query(`DELETE FROM auth_oidc_flows WHERE created_at < now() - $1::bigint * interval '1 millisecond'`, [FLOW_TTL_MS]);
    await this.db.query(`INSERT INTO auth_oidc_flows (id_hash, state, nonce, code_verifier, redirect_uri) VALUES ($1, $2, $3, $4, $5)`, [
      hashToken(id),
      flow.state,
      flow.nonce,
      flow.codeVerifier,
      flow.redirectUri,
    ]);
    return id;
  }

  /** The flow this browser started, if still fresh; gone afterwards whatever comes next (one use). */
  async take(id: string | undefined): Promise<OidcFlow | null> {
    if (!id) return null;
    const { rows } = await this.db.query<OidcFlow & { fresh: boolean }>(
      `DELETE FROM auth_oidc_flows WHERE id_hash = $1
       RETURNING state, nonce, code_verifier AS "codeVerifier", redirect_uri AS "redirectUri",
                 created_at >= now() - $2::bigint * interval '1 millisecond' AS fresh`,
      [hashToken(id), FLOW_TTL_MS],
    );
    const row = rows[0];
    return row?.fresh ? { state: row.state, nonce: row.nonce, codeVerifier: row.codeVerifier, redirectUri: row.redirectUri } : null;
  }
}

export const sameState = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
