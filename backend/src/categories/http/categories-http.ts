import { Injectable } from '@nestjs/common';
import { CATEGORY_STREAM, type Category } from '@kb/contracts';
import type { CommandContext } from '../../shared/event-sourcing/command-handler.js';
import { CommandRunner } from '../../shared/event-sourcing/command-runner.js';
import { DomainError } from '../../shared/event-sourcing/decider.js';
import { ApiError, orThrow } from '../../shared/http/api-error.js';
import type { MessageSet } from '../../shared/i18n/messages.js';
import { LivePublisher } from '../../realtime/live-publisher.js';
import { categoriesDecider, type CategoriesCommand } from '../domain/categories.decider.js';
import { CategoriesReadModel, CATEGORIES_PROJECTOR } from '../read-model/categories.projector.js';

export const CATEGORY_MESSAGES: MessageSet = {
  messages: {
    category_exists: { en: 'A category named "{name}" already exists', ar: 'توجد فئة باسم "{name}" بالفعل' },
    category_name_taken: { en: 'Another category is already called "{name}"', ar: 'هناك فئة أخرى باسم "{name}"' },
  },
  fieldNames: { en: 'الاسم بالإنجليزية', ar: 'الاسم بالعربية' },
  englishFieldNames: { en: 'English name', ar: 'Arabic name' },
};

/** A category command's result as HTTP: a rule about one name is reported at that field. */
export function orThrowCategory<T>(result: T | DomainError): T {
  if (result instanceof DomainError && typeof result.params.field === 'string') {
    throw new ApiError(400, 'validation_failed', {}, { [result.params.field]: { code: result.code, params: result.params } });
  }
  return orThrow(result);
}

/** The one command path of the categories stream; every change is pushed to every signed-in tab. */
@Injectable()
export class CategoryCommands {
  constructor(
    private readonly commands: CommandRunner,
    private readonly categories: CategoriesReadModel,
    private readonly live: LivePublisher,
  ) {}

  async run(command: CategoriesCommand, ctx: CommandContext): Promise<Category[] | DomainError> {
    const result = await this.commands.run({
      streamId: CATEGORY_STREAM,
      decider: categoriesDecider,
      command,
      ctx,
      waitFor: [CATEGORIES_PROJECTOR],
    });
    if (result instanceof DomainError) return result;
    if (result.events.length) {
      this.live.toAdmins('categories:changed');
      this.live.toNonAdmins('categories:changed');
    }
    return this.categories.list();
  }
}
