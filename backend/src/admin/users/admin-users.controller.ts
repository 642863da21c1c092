import { Body, Controller, Get, HttpCode, Param, Patch, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { AdminUser } from '@kb/contracts';
import { CreateUserDto, ResetPasswordDto, UpdateUserDto } from '@kb/contracts/dto';
import { Roles } from '../../auth/access.js';
import { ChangeUserPassword, RegisterUser, UsersQueries } from '../../auth/users.js';
import { ApiError } from '../../shared/http/api-error.js';
import { commandContext } from '../../shared/http/command-context.js';
import { orThrowAdmin, userIdParam } from '../http/admin-http.js';
import { UpdateUserHandler } from './update-user.handler.js';

/** User Access: accounts for admins only. Every change is an event on the user's stream. */
@Controller('api/admin/users')
@Roles('admin')
export class AdminUsersController {
  constructor(
    private readonly users: UsersQueries,
    private readonly register: RegisterUser,
    private readonly password: ChangeUserPassword,
    private readonly update: UpdateUserHandler,
  ) {}

  @Get()
  list(): Promise<AdminUser[]> {
    return this.users.listForAdmin();
  }

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

  @Patch(':id')
  async patch(@Param('id', userIdParam) id: string, @Body() dto: UpdateUserDto, @Req() req: Request): Promise<AdminUser> {
    return orThrowAdmin(await this.update.execute(id, dto, commandContext(req)));
  }

  /** A new password set by an admin; every session of the account ends. 204. */
  @Post(':id/password')
  @HttpCode(204)
  async resetPassword(@Param('id', userIdParam) id: string, @Body() dto: ResetPasswordDto, @Req() req: Request): Promise<void> {
    const user = await this.users.byId(id);
    if (!user) throw new ApiError(404, 'user_not_found');
    orThrowAdmin(await this.password.execute({ username: user.username, password: dto.password }, commandContext(req)));
  }
}
