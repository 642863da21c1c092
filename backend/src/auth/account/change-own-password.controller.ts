import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { Profile } from '@kb/contracts';
import { ChangeOwnPasswordDto } from '@kb/contracts/dto';
import { DomainError } from '../../shared/event-sourcing/decider.js';
import { ApiError, fromDomain } from '../../shared/http/api-error.js';
import { commandContext } from '../../shared/http/command-context.js';
import type { MessageSet } from '../../shared/i18n/messages.js';
import { Authenticated } from '../access.js';
import { addressOf } from '../sign-in/local.strategy.js';
import { UsersQueries } from '../users/read-model/users.queries.js';
import { ChangeOwnPassword } from './change-own-password.handler.js';

export const ACCOUNT_MESSAGES: MessageSet = {
  messages: {
    current_password_wrong: { en: 'The current password is not correct', ar: 'كلمة المرور الحالية غير صحيحة' },
    password_unchanged: { en: 'The new password must differ from the current one', ar: 'يجب أن تختلف كلمة المرور الجديدة عن الحالية' },
    password_not_local: {
      en: 'This account signs in through single sign-on; its password is changed at the identity provider.',
      ar: 'هذا الحساب يسجل الدخول عبر الدخول الموحد؛ تُغيَّر كلمة مروره لدى مزود الهوية.',
    },
  },
  englishFieldNames: { currentPassword: 'Current password', newPassword: 'New password' },
};

/** Profile → Change password. 204: every other session ends, this browser stays signed in. */
@Controller('api/auth')
export class ChangeOwnPasswordController {
  constructor(
    private readonly handler: ChangeOwnPassword,
    private readonly users: UsersQueries,
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
  async change(@Body() dto: ChangeOwnPasswordDto, @Req() req: Request): Promise<void> {
    const address = addressOf(req);
    const result = await this.handler.execute(req.user!.id, req.user!.sessionId, dto, address, commandContext(req));
    if (result instanceof DomainError) {
      const { field, ...params } = result.params;
      if (result.code === 'too_many_requests')
        throw new ApiError(429, result.code, params, undefined, { 'Retry-After': String(params.seconds) });
      if (typeof field === 'string') throw new ApiError(400, 'validation_failed', {}, { [field]: { code: result.code, params } });
      throw fromDomain(result);
    }
  }
}
