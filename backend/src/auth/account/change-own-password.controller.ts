import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Profile } from '@kb/contracts';
import { ChangeOwnPasswordDto } from '@kb/contracts/dto';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../core/tokens.js';
import { DomainError } from '../../shared/event-sourcing/decider.js';
import { ApiError, fromDomain } from '../../shared/http/api-error.js';
import { commandContext } from '../../shared/http/command-context.js';
import { addMessages } from '../../shared/i18n/messages.js';
import { Authenticated } from '../access.js';
import { setSessionCookie } from '../sessions/session-cookie.js';
import { addressOf } from '../sign-in/local.strategy.js';
import { SignIn } from '../sign-in/sign-in.js';
import { UsersQueries } from '../users/read-model/users.queries.js';
import { ChangeOwnPassword } from './change-own-password.handler.js';

addMessages({
  current_password_wrong: { en: 'The current password is not correct', ar: 'كلمة المرور الحالية غير صحيحة' },
  password_unchanged: { en: 'The new password must differ from the current one', ar: 'يجب أن تختلف كلمة المرور الجديدة عن الحالية' },
  password_not_local: {
    en: 'This account signs in through single sign-on; its password is changed at the identity provider.',
    ar: 'هذا الحساب يسجل الدخول عبر الدخول الموحد؛ تُغيَّر كلمة مروره لدى مزود الهوية.',
  },
});

/** Profile → Change password. 204: every other session ends, this browser gets a new one. */
@Controller('api/auth')
export class ChangeOwnPasswordController {
  constructor(
    private readonly handler: ChangeOwnPassword,
    private readonly signIn: SignIn,
    private readonly users: UsersQueries,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('profile')
  @Authenticated()
  async profile(@Req() req: Request): Promise<Profile> {
    const user = await this.users.byId(req.user!.id);
    if (!user) throw new ApiError(404, 'user_not_found');
    return { id: user.id, username: user.username, name: user.name, role: user.role, localPassword: user.passwordHash !== '' };
  }

  @Post('password')
  @Authenticated()
  @HttpCode(204)
  async change(@Body() dto: ChangeOwnPasswordDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    const address = addressOf(req);
    const result = await this.handler.execute(req.user!.id, dto, address, commandContext(req));
    if (result instanceof DomainError) {
      const { field, ...params } = result.params;
      if (result.code === 'too_many_requests') throw new ApiError(429, result.code, params, undefined, { 'Retry-After': String(params.seconds) });
      if (typeof field === 'string') throw new ApiError(400, 'validation_failed', {}, { [field]: { code: result.code, params } });
      throw fromDomain(result);
    }
    const session = await this.signIn.execute(result, { address, userAgent: req.headers['user-agent'] ?? null });
    if (session instanceof DomainError) throw fromDomain(session);
    setSessionCookie(res, this.config, session.token);
  }
}
