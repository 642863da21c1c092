import { Controller, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { Category } from '@kb/contracts';
import { Roles } from '../../../auth/access.js';
import { commandContext } from '../../../shared/http/command-context.js';
import { CategoryCommands, orThrowCategory } from '../../http/categories-http.js';

@Controller('api/categories')
@Roles('admin')
export class RetireCategoryController {
  constructor(private readonly commands: CategoryCommands) {}

  /** No longer offered for new documents; the documents filed under it keep it. */
  @Post(':code/retire')
  async retire(@Param('code') code: string, @Req() req: Request): Promise<Category[]> {
    return orThrowCategory(await this.commands.run({ type: 'RetireCategory', code }, commandContext(req)));
  }
}
