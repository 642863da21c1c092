import { Module, type OnModuleInit } from '@nestjs/common';
import { ProjectionRunner } from '../projections/projection-runner.js';
import { AddCategoryController } from './commands/add-category/add-category.controller.js';
import { RenameCategoryController } from './commands/rename-category/rename-category.controller.js';
import { RetireCategoryController } from './commands/retire-category/retire-category.controller.js';
import { CategoryCommands, CATEGORY_MESSAGES } from './http/categories-http.js';
import { ListCategoriesController } from './queries/list-categories/list-categories.controller.js';
import { CategoriesReadModel } from './read-model/categories.projector.js';
import { messagesProvider } from '../shared/i18n/messages.js';

/** Manage Categories (issue 31): the `categories` stream, its in-memory projection, admin commands, a list for everyone. */
@Module({
  controllers: [ListCategoriesController, AddCategoryController, RenameCategoryController, RetireCategoryController],
  providers: [CategoriesReadModel, CategoryCommands, messagesProvider(CATEGORY_MESSAGES)],
  exports: [CategoriesReadModel],
})
export class CategoriesModule implements OnModuleInit {
  constructor(
    private readonly runner: ProjectionRunner,
    private readonly categories: CategoriesReadModel,
  ) {}

  onModuleInit(): void {
    this.runner.register(this.categories);
  }
}
