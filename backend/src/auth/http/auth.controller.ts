import { Body, Controller, Get, Header, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { LoginResponse, LogoutResponse, SessionResponse } from '@kb/contracts';
import { LoginDto } from '@kb/contracts/dto';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../core/tokens.js';
import { ApiError, orThrow } from '../../shared/http/api-error.js';
import { Public } from '../access.js';
import { appOrigin } from '../oidc/app-origin.js';
import { OidcSignOut } from '../oidc/oidc-sign-out.js';
import { clearSessionCookie, setSessionCookie } from '../sessions/session-cookie.js';
import type { SessionUser } from '../sessions/session-store.js';
import { addressOf, LocalStrategy } from '../sign-in/local.strategy.js';
import { LoginThrottle } from '../sign-in/login-throttle.js';
import { SignIn } from '../sign-in/sign-in.js';
import { SignOut } from '../sign-out/sign-out.js';
import { normalizeUsername } from '../users/domain/user.decider.js';
import { toUser } from '../users/read-model/users.queries.js';

/** SPEC.md section 7: sign-in, sign-out and "who am I". All public: they work without a session. */
@Controller('api/auth')
export class AuthController {
  constructor(
    private readonly strategy: LocalStrategy,
    private readonly throttle: LoginThrottle,
    private readonly signIn: SignIn,
    private readonly signOut: SignOut,
    private readonly signOutAtProvider: OidcSignOut,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('login')
  @Public()
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  async login(@Body() body: LoginDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<LoginResponse> {
    // Once single sign-on works, LOCAL_LOGIN=false leaves it the only way in.
    if (!this.config.localLogin) throw new ApiError(403, 'local_login_disabled');
    const address = addressOf(req);
    // A locked pair is answered before its password is even looked at: guessing on is pointless.
    const wait = await this.throttle.retryAfter(normalizeUsername(body.username), address);
    if (wait > 0) throw new ApiError(429, 'too_many_requests', { seconds: wait }, undefined, { 'Retry-After': String(wait) });
    // The strategy reads the validated, trimmed fields.
    req.body = body;
    const user = await this.strategy.check(req, res);
    if (!user) throw new ApiError(401, 'invalid_credentials');
    const { token } = orThrow(
      await this.signIn.execute(user, {
        address,
        userAgent: req.headers['user-agent'] ?? null,
        previous: req.user as SessionUser | undefined,
      }),
    );
    setSessionCookie(res, this.config, token);
    return { user: toUser(user) };
  }

  /**
   * Ends the product session (204). A session from single sign-on whose provider offers RP-initiated
   * logout also gets the provider's end-session URL (200 with LogoutResponse) for the client to visit.
   */
  @Post('logout')
  @Public()
  @HttpCode(204)
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<LogoutResponse | void> {
    const user = req.user as SessionUser | undefined;
    // Read first: the ID token goes with the session.
    const idToken = user ? await this.signOutAtProvider.idTokenOf(user.sessionId) : null;
    if (user) await this.signOut.session(user, 'signed_out', { actor: user.id, now: new Date() });
    clearSessionCookie(res, this.config);
    const endSessionUrl = idToken ? await this.signOutAtProvider.endSessionUrl(idToken, appOrigin(this.config, req)) : null;
    if (!endSessionUrl) return;
    // The URL carries the ID token: no cache keeps it.
    res.status(200).set('Cache-Control', 'no-store');
    return { endSessionUrl };
  }

  @Get('session')
  @Public()
  @Header('Cache-Control', 'no-store')
  session(@Req() req: Request): SessionResponse {
    const answer: SessionResponse = req.user ? { isAuthenticated: true, user: toUser(req.user) } : { isAuthenticated: false, user: null };
    // Without single sign-on the answer stays as it always was: the client then assumes the password form.
    const { oidc, localLogin } = this.config;
    return oidc ? { ...answer, methods: { local: localLogin, oidc: { label: oidc.buttonLabel } } } : answer;
  }
}
