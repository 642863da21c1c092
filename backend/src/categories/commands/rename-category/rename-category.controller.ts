import { Body, Controller, Param, Patch, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { Category } from '@kb/contracts';
import { CategoryLabelsDto } from '@kb/contracts/dto';
import { Roles } from '../../../auth/access.js';
import { commandContext } from '../../../shared/http/command-context.js';
import { CategoryCommands, orThrowCategory } from '../../http/categories-http.js';

@Controller('api/categories')
@Roles('admin')
export class RenameCategoryController {
  constructor(private readonly commands: CategoryCommands) {}

  /** New names in both languages; documents filed under it keep its code and show the new names. */
  @Patch(':code')
  async rename(@Param('code') code: string, @Body() dto: CategoryLabelsDto, @Req() req: Request): Promise<Category[]> {
    return orThrowCategory(await this.commands.run({ type: 'RenameCategory', code, en: dto.en, ar: dto.ar }, commandContext(req)));
  }
}
