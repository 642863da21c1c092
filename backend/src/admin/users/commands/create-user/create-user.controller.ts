import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { AdminUser } from '@kb/contracts';
import { CreateUserDto } from '@kb/contracts/dto';
import { Roles } from '../../../../auth/access.js';
import { RegisterUser, UsersQueries } from '../../../../auth/users.js';
import { ApiError } from '../../../../shared/http/api-error.js';
import { commandContext } from '../../../../shared/http/command-context.js';
import { orThrowAdmin } from '../../../http/admin-http.js';

/** User Access: an admin creates an account, a `UserRegistered` event on its new stream. */
@Controller('api/admin/users')
@Roles('admin')
export class CreateUserController {
  constructor(
    private readonly users: UsersQueries,
    private readonly register: RegisterUser,
  ) {}

  /** 201 with the account; the initial password must pass the password policy (400 naming `password`). */
  @Post()
  @HttpCode(201)
  async create(@Body() dto: CreateUserDto, @Req() req: Request): Promise<AdminUser> {
    const input = { username: dto.username, name: dto.name, role: dto.role, password: dto.password, enforcePasswordPolicy: true };
    const row = orThrowAdmin(await this.register.execute(input, commandContext(req)));
    const user = await this.users.forAdmin(row.id);
    if (!user) throw new ApiError(404, 'user_not_found');
    return user;
  }
}
