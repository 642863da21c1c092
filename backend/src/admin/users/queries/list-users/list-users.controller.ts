import { Controller, Get } from '@nestjs/common';
import type { AdminUser } from '@kb/contracts';
import { Roles } from '../../../../auth/access.js';
import { UsersQueries } from '../../../../auth/users.js';

/** User Access: every account, for admins only. */
@Controller('api/admin/users')
@Roles('admin')
export class ListUsersController {
  constructor(private readonly users: UsersQueries) {}

  @Get()
  list(): Promise<AdminUser[]> {
    return this.users.listForAdmin();
  }
}
