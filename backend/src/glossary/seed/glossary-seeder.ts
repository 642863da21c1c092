import { Injectable } from '@nestjs/common';
import { shippedGroups, type GlossaryGroup } from '../../assistant/vocabulary.js';
import { CommandRunner } from '../../shared/event-sourcing/command-runner.js';
import { DomainError } from '../../shared/event-sourcing/decider.js';
import { glossaryCommand } from '../commands/glossary-command.js';

/** Before the documents (order 10): the vocabulary is there before anything is asked. */
export const GLOSSARY_SEED_ORDER = 5;

/**
 * Records the shipped vocabulary as the glossary's starting content, as actor 'system', in one
 * command. Shipped groups keep their ids (`shipped-<n>`) and an id is never used twice, so a
 * second start adds only groups new to the shipped list, and a shipped entry an admin removed
 * stays removed (one an admin changed keeps the admin's terms).
 */
@Injectable()
export class GlossarySeeder {
  constructor(private readonly commands: CommandRunner) {}

  async run(groups: readonly GlossaryGroup[] = shippedGroups()): Promise<{ added: number }> {
    const command = { type: 'SeedEntries', entries: groups.map(({ id, terms }) => ({ id, terms })) } as const;
    const result = await this.commands.run(glossaryCommand(command, { actor: 'system', now: new Date() }));
    if (result instanceof DomainError) throw new Error(`Seeding the glossary failed: ${result.code}`);
    return { added: result.events.length };
  }
}
