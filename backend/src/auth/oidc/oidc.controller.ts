import { Controller, Get, Header, Inject, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { OidcError } from '@kb/contracts';
import * as client from 'openid-client';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../core/tokens.js';
import { logger } from '../../observability/logger.js';
import { DomainError } from '../../shared/event-sourcing/decider.js';
import { Public } from '../access.js';
import { setSessionCookie } from '../sessions/session-cookie.js';
import type { SessionUser } from '../sessions/session-store.js';
import { addressOf } from '../sign-in/local.strategy.js';
import { SignIn } from '../sign-in/sign-in.js';
import { appOrigin } from './app-origin.js';
import { OidcClient } from './oidc-client.js';
import { classify, OidcFailure } from './oidc-errors.js';
import { clearFlowCookie, flowIdOf, setFlowCookie } from './oidc-flow-cookie.js';
import { OidcFlowStore, sameState } from './oidc-flow-store.js';
import { OidcAccounts } from './oidc-sign-in.js';
import { OidcSignOut } from './oidc-sign-out.js';

const REFUSALS: Record<string, OidcError> = { user_disabled: 'disabled', oidc_account_conflict: 'conflict' };

/**
 * OpenID Connect sign-in (DESIGN.md decision 12): authorization code with PKCE, state and nonce kept
 * on the server, the ID token verified by openid-client, then the product's own session exactly as
 * after a password sign-in. Both routes are public and answer with redirects: to the provider, to
 * `/` signed in, or to `/login?error=<code>` with nothing signed in.
 */
@Controller('api/auth/oidc')
export class OidcController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly oidc: OidcClient,
    private readonly flows: OidcFlowStore,
    private readonly accounts: OidcAccounts,
    private readonly signIn: SignIn,
    private readonly signOutAtProvider: OidcSignOut,
  ) {}

  @Get('login')
  @Public()
  @Header('Cache-Control', 'no-store')
  async login(@Req() req: Request, @Res() res: Response): Promise<void> {
    const settings = this.config.oidc;
    if (!settings) return this.fail(res, 'unavailable');
    try {
      const provider = await this.oidc.discover();
      const codeVerifier = client.randomPKCECodeVerifier();
      const flow = { state: client.randomState(), nonce: client.randomNonce(), codeVerifier, redirectUri: this.redirectUri(req) };
      setFlowCookie(res, this.config, await this.flows.start(flow));
      const url = client.buildAuthorizationUrl(provider, {
        redirect_uri: flow.redirectUri,
        scope: settings.scopes,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
      });
      res.redirect(302, url.href);
    } catch (error) {
      this.fail(res, classify(error), error);
    }
  }

  @Get('callback')
  @Public()
  @Header('Cache-Control', 'no-store')
  async callback(@Req() req: Request, @Res() res: Response): Promise<void> {
    if (!this.config.oidc) return this.fail(res, 'unavailable');
    clearFlowCookie(res, this.config);
    try {
      const flow = await this.flows.take(flowIdOf(req, this.config));
      if (!flow) throw new OidcFailure('state', 'no sign-in started in this browser, or it expired');
      const state = typeof req.query.state === 'string' ? req.query.state : '';
      if (!sameState(state, flow.state)) throw new OidcFailure('state', 'state does not match the sign-in this browser started');
      const provider = await this.oidc.discover();
      // The URL the provider redirected to, rebuilt on the redirect URI sent (a proxy may have rewritten the host).
      const current = new URL(flow.redirectUri);
      current.search = new URL(req.originalUrl, flow.redirectUri).search;
      const tokens = await client.authorizationCodeGrant(provider, current, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new OidcFailure('token', 'no ID token');
      const user = await this.accounts.resolve(claims.iss, claims);
      if (user instanceof DomainError) throw new OidcFailure(REFUSALS[user.code] ?? 'token', user.code);
      const session = await this.signIn.execute(user, {
        address: addressOf(req),
        userAgent: req.headers['user-agent'] ?? null,
        previous: req.user as SessionUser | undefined,
      });
      if (session instanceof DomainError) throw new OidcFailure('token', session.code);
      await this.signOutAtProvider.keep(session.sessionId, provider, tokens.id_token);
      setSessionCookie(res, this.config, session.token);
      res.redirect(302, '/');
    } catch (error) {
      this.fail(res, classify(error), error);
    }
  }

  private redirectUri(req: Request): string {
    return `${appOrigin(this.config, req)}/api/auth/oidc/callback`;
  }

  private fail(res: Response, code: OidcError, error?: unknown): void {
    if (error) logger('oidc').warn(`OpenID Connect sign-in refused (${code}): ${error instanceof Error ? error.message : String(error)}`);
    res.redirect(302, `/login?error=${code}`);
  }
}
