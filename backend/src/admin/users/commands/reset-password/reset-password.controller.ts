import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ResetPasswordDto } from '@kb/contracts/dto';
import { Roles } from '../../../../auth/access.js';
import { ChangeUserPassword, UsersQueries } from '../../../../auth/users.js';
import { ApiError } from '../../../../shared/http/api-error.js';
import { commandContext } from '../../../../shared/http/command-context.js';
import { orThrowAdmin, userIdParam } from '../../../http/admin-http.js';

/** User Access: an admin sets a new password for an account. */
@Controller('api/admin/users')
@Roles('admin')
export class ResetPasswordController {
  constructor(
    private readonly users: UsersQueries,
    private readonly password: ChangeUserPassword,
  ) {}

  /** A new password set by an admin; every session of the account ends. 204. */
  @Post(':id/password')
  @HttpCode(204)
  async resetPassword(@Param('id', userIdParam) id: string, @Body() dto: ResetPasswordDto, @Req() req: Request): Promise<void> {
    const user = await this.users.byId(id);
    if (!user) throw new ApiError(404, 'user_not_found');
    orThrowAdmin(await this.password.execute({ username: user.username, password: dto.password }, commandContext(req)));
  }
}
