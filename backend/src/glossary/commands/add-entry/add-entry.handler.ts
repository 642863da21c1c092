import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { GlossaryEntry } from '@kb/contracts';
import type { CommandContext } from '../../../shared/event-sourcing/command-handler.js';
import { CommandRunner } from '../../../shared/event-sourcing/command-runner.js';
import { DomainError } from '../../../shared/event-sourcing/decider.js';
import { GlossaryQueries } from '../../read-model/glossary.queries.js';
import { glossaryCommand } from '../glossary-command.js';

/** An admin's new group of equivalent terms, under a fresh id. */
@Injectable()
export class AddEntryHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly queries: GlossaryQueries,
  ) {}

  async execute(terms: readonly string[], ctx: CommandContext): Promise<GlossaryEntry | DomainError> {
    const id = randomUUID();
    const result = await this.commands.run(glossaryCommand({ type: 'AddEntry', id, terms, origin: 'admin' }, ctx));
    if (result instanceof DomainError) return result;
    return (await this.queries.findById(id)) ?? new DomainError('not_found', { entity: 'glossary_entry' });
  }
}
