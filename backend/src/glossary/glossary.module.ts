import { Module, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { useGlossary } from '../assistant/vocabulary.js';
import { SeedRegistry } from '../core/seeders.js';
import { ProjectionRunner } from '../projections/projection-runner.js';
import { AddEntryController } from './commands/add-entry/add-entry.controller.js';
import { AddEntryHandler } from './commands/add-entry/add-entry.handler.js';
import { ChangeEntryController } from './commands/change-entry/change-entry.controller.js';
import { ChangeEntryHandler } from './commands/change-entry/change-entry.handler.js';
import { RemoveEntryController } from './commands/remove-entry/remove-entry.controller.js';
import { RemoveEntryHandler } from './commands/remove-entry/remove-entry.handler.js';
import { GlossaryPushes } from './live/glossary-pushes.js';
import { ListEntriesController } from './queries/list-entries/list-entries.controller.js';
import { GlossaryTerms } from './read-model/glossary-terms.js';
import { glossaryProjector } from './read-model/glossary.projector.js';
import { GlossaryQueries } from './read-model/glossary.queries.js';
import { GLOSSARY_SEED_ORDER, GlossarySeeder } from './seed/glossary-seeder.js';
import { GLOSSARY_MESSAGES } from './http/glossary-messages.js';
import { messagesProvider } from '../shared/i18n/messages.js';

/**
 * The glossary admins teach (issue 28): groups of terms the assistant treats as equivalent. An
 * event-sourced Glossary aggregate, the `glossary_entries` read model for the admin tab, the
 * in-memory `GlossaryTerms` the assistant reads on every question (installed with `useGlossary`,
 * so the engine reads only this), live `glossary:changed` pushes, and the shipped vocabulary as
 * starting content, seeded on every start (also with SEED=false: it is the product's vocabulary,
 * not demo data).
 */
@Module({
  controllers: [ListEntriesController, AddEntryController, ChangeEntryController, RemoveEntryController],
  providers: [
    GlossaryQueries,
    GlossaryTerms,
    AddEntryHandler,
    ChangeEntryHandler,
    RemoveEntryHandler,
    GlossarySeeder,
    GlossaryPushes,
    messagesProvider(GLOSSARY_MESSAGES),
  ],
})
export class GlossaryModule implements OnModuleInit, OnModuleDestroy {
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly runner: ProjectionRunner,
    private readonly seeds: SeedRegistry,
    private readonly seeder: GlossarySeeder,
    private readonly pushes: GlossaryPushes,
    private readonly terms: GlossaryTerms,
  ) {}

  onModuleInit(): void {
    this.runner.register(glossaryProjector);
    this.runner.register(this.terms);
    this.unsubscribe = this.runner.onCommitted(this.pushes.onCommitted);
    useGlossary(this.terms);
    this.seeds.register(
      'glossary',
      GLOSSARY_SEED_ORDER,
      async () => {
        await this.seeder.run();
      },
      { always: true },
    );
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
    useGlossary(null);
  }
}
