import { savedItemsStreamId, type SavedItemEvent } from '@kb/contracts';
import type { CommandContext } from '../../shared/event-sourcing/command-handler.js';
import type { RunCommand } from '../../shared/event-sourcing/command-runner.js';
import { savedItemsDecider, type SavedItemsCommand, type SavedItemsState } from '../domain/saved-items.decider.js';
import { SAVED_ITEMS_PROJECTOR } from '../read-model/saved-items.projector.js';

/**
 * A command on one user's saved-items stream for the `CommandRunner`: it returns once the Saved
 * list shows the effect. Two tabs saving at once are both decided on the stream as it is (the
 * runner retries a conflict), so neither save is lost and a message is never kept twice.
 */
export function savedCommand(
  ownerId: string,
  command: SavedItemsCommand,
  ctx: CommandContext,
): RunCommand<SavedItemsState, SavedItemsCommand, SavedItemEvent> {
  return { streamId: savedItemsStreamId(ownerId), decider: savedItemsDecider, command, ctx, waitFor: [SAVED_ITEMS_PROJECTOR] };
}
