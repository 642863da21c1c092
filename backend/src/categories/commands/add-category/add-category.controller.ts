import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { categoryCodeOf, type Category } from '@kb/contracts';
import { CategoryLabelsDto } from '@kb/contracts/dto';
import { Roles } from '../../../auth/access.js';
import { commandContext } from '../../../shared/http/command-context.js';
import { CategoryCommands, orThrowCategory } from '../../http/categories-http.js';

@Controller('api/categories')
@Roles('admin')
export class AddCategoryController {
  constructor(private readonly commands: CategoryCommands) {}

  /** 201 with every category; the code comes from the English name and never changes. */
  @Post()
  @HttpCode(201)
  async add(@Body() dto: CategoryLabelsDto, @Req() req: Request): Promise<Category[]> {
    return orThrowCategory(
      await this.commands.run({ type: 'AddCategory', code: categoryCodeOf(dto.en), en: dto.en, ar: dto.ar }, commandContext(req)),
    );
  }
}
