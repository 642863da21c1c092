import { Inject, Injectable } from '@nestjs/common';
import * as client from 'openid-client';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../core/tokens.js';
import { Database } from '../../database/database.js';
import { logger } from '../../observability/logger.js';
import { OidcClient } from './oidc-client.js';

/**
 * The ID token of each session that single sign-on started, kept only when the provider offers
 * RP-initiated logout: it is the `id_token_hint` that tells the provider whose session to end. A row
 * goes with its session (sign-out, idle expiry, a lowered role), so nothing outlives what it hints at.
 */
export const OIDC_SESSIONS_DDL = `
CREATE TABLE IF NOT EXISTS auth_oidc_sessions (
  session_id uuid PRIMARY KEY REFERENCES auth_sessions (id) ON DELETE CASCADE,
  id_token text NOT NULL
);`;

/** RP-initiated logout (OpenID Connect RP-Initiated Logout 1.0): the provider's end-session URL for a session. */
@Injectable()
export class OidcSignOut {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: Database,
    private readonly oidc: OidcClient,
  ) {}

  /** After `auth_sessions` exists (the foreign key). */
  async migrate(): Promise<void> {
    await this.db.migrate(OIDC_SESSIONS_DDL);
  }

  /** Remembers the ID token of a session just started, if the provider can end its own session later. */
  async keep(sessionId: string, provider: client.Configuration, idToken: string | undefined): Promise<void> {
    if (!idToken || !provider.serverMetadata().end_session_endpoint) return;
    await this.db.query(`INSERT INTO auth_oidc_sessions (session_id, id_token) VALUES ($1, $2)`, [sessionId, idToken]);
  }

  /** The ID token of a session; read before the session ends, which deletes it. Null for a password sign-in. */
  async idTokenOf(sessionId: string): Promise<string | null> {
    if (!this.config.oidc) return null;
    const { rows } = await this.db.query<{ id_token: string }>(`SELECT id_token FROM auth_oidc_sessions WHERE session_id = $1`, [
      sessionId,
    ]);
    return rows[0]?.id_token ?? null;
  }

  /**
   * Where to send the browser so the provider signs the person out too, then back to `/login`; null
   * when the provider (discovered afresh) no longer offers it or cannot be reached: the product
   * session is over either way.
   */
  async endSessionUrl(idToken: string, origin: string): Promise<string | null> {
    try {
      const provider = await this.oidc.discover();
      if (!provider.serverMetadata().end_session_endpoint) return null;
      return client.buildEndSessionUrl(provider, { id_token_hint: idToken, post_logout_redirect_uri: `${origin}/login` }).href;
    } catch (error) {
      logger('oidc').warn(`OpenID Connect end-session URL unavailable: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }
}
