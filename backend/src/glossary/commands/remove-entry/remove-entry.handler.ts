import { Injectable } from '@nestjs/common';
import type { CommandContext } from '../../../shared/event-sourcing/command-handler.js';
import { CommandRunner } from '../../../shared/event-sourcing/command-runner.js';
import { DomainError } from '../../../shared/event-sourcing/decider.js';
import { glossaryCommand } from '../glossary-command.js';

/** Removes an entry (a shipped one stays removed: seeding never brings an id back). */
@Injectable()
export class RemoveEntryHandler {
  constructor(private readonly commands: CommandRunner) {}

  async execute(id: string, ctx: CommandContext, expectedVersion?: number): Promise<void | DomainError> {
    const result = await this.commands.run(glossaryCommand({ type: 'RemoveEntry', id, expectedVersion }, ctx));
    if (result instanceof DomainError) return result;
  }
}
