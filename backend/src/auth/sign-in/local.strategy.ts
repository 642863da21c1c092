import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import passport from 'passport';
import { Strategy } from 'passport-local';
import type { Request, Response } from 'express';
import type { UserRow } from '../users/read-model/users.queries.js';
import { CheckCredentials } from './check-credentials.js';

type Authenticator = InstanceType<typeof passport.Authenticator>;

export const addressOf = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';

/**
 * Passport's local strategy for the username/password check. It registers with its own
 * Authenticator instead of passport's process-wide one: with the global registry, the strategy of
 * the app started last would check the sign-ins of every app in the process (tests run several).
 */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  declare private authenticator?: Authenticator;

  constructor(private readonly credentials: CheckCredentials) {
    super({ usernameField: 'username', passwordField: 'password', passReqToCallback: true, session: false });
  }

  /** Overrides the mixin's (untyped) hook; called from the base constructor, before this class's fields exist. */
  getPassportInstance(): Authenticator {
    return (this.authenticator ??= new passport.Authenticator());
  }

  validate(req: Request, username: string, password: string): Promise<UserRow | null> {
    return this.credentials.execute(username, password, addressOf(req));
  }

  /** Runs the strategy on a request: the user, or false when the credentials are wrong. */
  check(req: Request, res: Response): Promise<UserRow | false> {
    return new Promise((resolve, reject) => {
      const middleware = this.getPassportInstance().authenticate('local', { session: false }, (error: unknown, user: UserRow | false) =>
        error ? reject(error) : resolve(user || false),
      );
      middleware(req, res, (error?: unknown) => (error ? reject(error) : resolve(false)));
    });
  }
}
