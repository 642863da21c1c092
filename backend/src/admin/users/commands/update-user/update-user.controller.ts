import { Body, Controller, Param, Patch, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { AdminUser } from '@kb/contracts';
import { UpdateUserDto } from '@kb/contracts/dto';
import { Roles } from '../../../../auth/access.js';
import { commandContext } from '../../../../shared/http/command-context.js';
import { orThrowAdmin, userIdParam } from '../../../http/admin-http.js';
import { UpdateUserHandler } from './update-user.handler.js';

/** User Access: an admin renames, changes the role of, or disables an account. */
@Controller('api/admin/users')
@Roles('admin')
export class UpdateUserController {
  constructor(private readonly update: UpdateUserHandler) {}

  @Patch(':id')
  async patch(@Param('id', userIdParam) id: string, @Body() dto: UpdateUserDto, @Req() req: Request): Promise<AdminUser> {
    return orThrowAdmin(await this.update.execute(id, dto, commandContext(req)));
  }
}
