import { Injectable } from '@nestjs/common';
import type { CommandContext } from '../../../shared/event-sourcing/command-handler.js';
import { DomainError } from '../../../shared/event-sourcing/decider.js';
import { CommandRunner } from '../../../shared/event-sourcing/command-runner.js';
import { documentCommand } from '../document-command.js';

@Injectable()
export class DeleteDocumentHandler {
  constructor(private readonly commands: CommandRunner) {}

  async execute(id: string, ctx: CommandContext, expectedVersion?: number): Promise<void | DomainError> {
    const result = await this.commands.run(documentCommand(id, { type: 'DeleteDocument' }, ctx, expectedVersion));
    if (result instanceof DomainError) return result;
  }
}
