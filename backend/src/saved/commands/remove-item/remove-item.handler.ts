import { Injectable } from '@nestjs/common';
import type { CommandContext } from '../../../shared/event-sourcing/command-handler.js';
import { CommandRunner } from '../../../shared/event-sourcing/command-runner.js';
import { DomainError } from '../../../shared/event-sourcing/decider.js';
import { savedCommand } from '../saved-command.js';

/** Takes an item off the caller's Saved page; `RestoreItemHandler` undoes it. */
@Injectable()
export class RemoveItemHandler {
  constructor(private readonly commands: CommandRunner) {}

  async execute(itemId: string, ctx: CommandContext): Promise<void | DomainError> {
    const result = await this.commands.run(savedCommand(ctx.actor, { type: 'RemoveItem', itemId, ownerId: ctx.actor }, ctx));
    if (result instanceof DomainError) return result;
  }
}
