import { Controller, Get } from '@nestjs/common';
import type { Category } from '@kb/contracts';
import { Authenticated } from '../../../auth/access.js';
import { CategoriesReadModel } from '../../read-model/categories.projector.js';

@Controller('api/categories')
export class ListCategoriesController {
  constructor(private readonly categories: CategoriesReadModel) {}

  @Get()
  @Authenticated()
  list(): Category[] {
    return this.categories.list();
  }
}
