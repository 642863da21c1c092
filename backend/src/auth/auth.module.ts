import { ChangeOwnPasswordController, ACCOUNT_MESSAGES } from './account/change-own-password.controller.js';
import { ChangeOwnPassword } from './account/change-own-password.handler.js';
import {
  Global,
  Inject,
  Module,
  type MiddlewareConsumer,
  type NestModule,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { SeedRegistry } from '../core/seeders.js';
import { APP_CONFIG } from '../core/tokens.js';
import { logger } from '../observability/logger.js';
import { ProjectionRunner } from '../projections/projection-runner.js';
import { LivePublisher } from '../realtime/live-publisher.js';
import { AuthController } from './http/auth.controller.js';
import { OriginMiddleware } from './http/origin.middleware.js';
import { OidcClient } from './oidc/oidc-client.js';
import { OidcFlowStore } from './oidc/oidc-flow-store.js';
import { OidcAccounts } from './oidc/oidc-sign-in.js';
import { OidcSignOut } from './oidc/oidc-sign-out.js';
import { OidcController } from './oidc/oidc.controller.js';
import { SessionMiddleware } from './http/session.middleware.js';
import { SESSION_RESOLVER } from './session-resolver.js';
import { CookieSessionResolver } from './sessions/cookie-session-resolver.js';
import { SessionStore } from './sessions/session-store.js';
import { CheckCredentials } from './sign-in/check-credentials.js';
import { LocalStrategy } from './sign-in/local.strategy.js';
import { LoginThrottle } from './sign-in/login-throttle.js';
import { RateLimiter } from '../shared/rate-limit/rate-limiter.js';
import { SignIn } from './sign-in/sign-in.js';
import { endSocketsOnSignOut } from './sign-out/end-sockets-on-sign-out.js';
import { SignOut } from './sign-out/sign-out.js';
import { ChangeUserPassword } from './users/commands/change-user-password.js';
import { RenameUser } from './users/commands/rename-user.js';
import { SetUserDisabled } from './users/commands/set-user-disabled.js';
import { ChangeUserRole } from './users/commands/change-user-role.js';
import { RegisterUser } from './users/commands/register-user.js';
import { usersProjector } from './users/read-model/users.projector.js';
import { UsersQueries } from './users/read-model/users.queries.js';
import { seedUsers } from './users/seed/seed-users.js';
import { AUTH_MESSAGES } from './auth.messages.js';
import { OIDC_MESSAGES } from './oidc/oidc.messages.js';
import { messagesProvider } from '../shared/i18n/messages.js';

/**
 * Accounts, sessions and sign-in. Global so that the realtime gateway (and any feature) can inject
 * the session resolver and the user queries without importing this module.
 */
@Global()
@Module({
  controllers: [AuthController, OidcController, ChangeOwnPasswordController],
  providers: [
    messagesProvider(AUTH_MESSAGES, OIDC_MESSAGES, ACCOUNT_MESSAGES),
    UsersQueries,
    SessionStore,
    RateLimiter,
    LoginThrottle,
    CheckCredentials,
    LocalStrategy,
    SignIn,
    SignOut,
    RegisterUser,
    ChangeUserRole,
    ChangeUserPassword,
    RenameUser,
    SetUserDisabled,
    ChangeOwnPassword,
    CookieSessionResolver,
    OidcClient,
    OidcFlowStore,
    OidcAccounts,
    OidcSignOut,
    { provide: SESSION_RESOLVER, useExisting: CookieSessionResolver },
  ],
  exports: [SESSION_RESOLVER, UsersQueries, RegisterUser, ChangeUserRole, ChangeUserPassword, RenameUser, SetUserDisabled, SignOut],
})
export class AuthModule implements NestModule, OnModuleInit, OnApplicationShutdown {
  private stopReactor: (() => void) | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly runner: ProjectionRunner,
    private readonly seeds: SeedRegistry,
    private readonly sessions: SessionStore,
    private readonly throttle: LoginThrottle,
    private readonly users: UsersQueries,
    private readonly register: RegisterUser,
    private readonly live: LivePublisher,
    private readonly oidcFlows: OidcFlowStore,
    private readonly oidcSignOut: OidcSignOut,
  ) {}

  configure(consumer: MiddlewareConsumer): void {
    // Origin first: a foreign request is refused before its cookie is even looked up.
    consumer.apply(OriginMiddleware, SessionMiddleware).forRoutes('*');
  }

  async onModuleInit(): Promise<void> {
    await this.sessions.migrate();
    await this.throttle.migrate();
    if (this.config.oidc) {
      await this.oidcFlows.migrate();
      await this.oidcSignOut.migrate();
    }
    this.runner.register(usersProjector);
    const log = (line: string) => logger('auth').warn(line);
    this.seeds.register('users', 0, () => seedUsers(this.config, this.users, this.register, log));
    this.stopReactor = endSocketsOnSignOut(this.runner, this.live);
  }

  onApplicationShutdown(): void {
    this.stopReactor?.();
  }
}
