import { Injectable } from '@nestjs/common';
import type { SavedItem } from '@kb/contracts';
import type { CommandContext } from '../../../shared/event-sourcing/command-handler.js';
import { CommandRunner } from '../../../shared/event-sourcing/command-runner.js';
import { DomainError } from '../../../shared/event-sourcing/decider.js';
import { SavedItemsQueries } from '../../read-model/saved-items.queries.js';
import { savedCommand } from '../saved-command.js';

/** Undoes a removal: the item is back in its place (its saved time unchanged). */
@Injectable()
export class RestoreItemHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly queries: SavedItemsQueries,
  ) {}

  async execute(itemId: string, ctx: CommandContext): Promise<SavedItem | DomainError> {
    const result = await this.commands.run(savedCommand(ctx.actor, { type: 'RestoreItem', itemId, ownerId: ctx.actor }, ctx));
    if (result instanceof DomainError) return result;
    const messageId = result.state.items.get(itemId)?.messageId;
    // The message may have been saved again meanwhile: that item is what keeps it now.
    const item = (await this.queries.find(ctx.actor, itemId)) ?? (messageId ? await this.queries.byMessage(ctx.actor, messageId) : null);
    return item ?? new DomainError('not_found', { entity: 'saved_item' });
  }
}
