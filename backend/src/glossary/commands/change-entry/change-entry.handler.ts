import { Injectable } from '@nestjs/common';
import type { GlossaryEntry } from '@kb/contracts';
import type { CommandContext } from '../../../shared/event-sourcing/command-handler.js';
import { CommandRunner } from '../../../shared/event-sourcing/command-runner.js';
import { DomainError } from '../../../shared/event-sourcing/decider.js';
import { GlossaryQueries } from '../../read-model/glossary.queries.js';
import { glossaryCommand } from '../glossary-command.js';

/** Replaces an entry's terms (shipped entries too); the same terms again record nothing. */
@Injectable()
export class ChangeEntryHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly queries: GlossaryQueries,
  ) {}

  async execute(id: string, terms: readonly string[], ctx: CommandContext, expectedVersion?: number): Promise<GlossaryEntry | DomainError> {
    const result = await this.commands.run(glossaryCommand({ type: 'ChangeEntry', id, terms, expectedVersion }, ctx));
    if (result instanceof DomainError) return result;
    return (await this.queries.findById(id)) ?? new DomainError('not_found', { entity: 'glossary_entry' });
  }
}
