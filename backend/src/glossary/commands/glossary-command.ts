import { GLOSSARY_STREAM, type GlossaryEvent } from '@kb/contracts';
import type { CommandContext } from '../../shared/event-sourcing/command-handler.js';
import type { RunCommand } from '../../shared/event-sourcing/command-runner.js';
import { glossaryDecider, type GlossaryCommand, type GlossaryState } from '../domain/glossary.decider.js';
import { GLOSSARY_PROJECTOR } from '../read-model/glossary.projector.js';
import { GLOSSARY_TERMS_PROJECTOR } from '../read-model/glossary-terms.js';

/**
 * A command on the glossary stream for the `CommandRunner`: it returns once the admin list and the
 * assistant's vocabulary both show the effect, so the next question already uses it. Entry
 * versions are checked by the aggregate; concurrent edits of other entries are decided again on
 * the new state (the runner retries), never refused as stale.
 */
export function glossaryCommand(command: GlossaryCommand, ctx: CommandContext): RunCommand<GlossaryState, GlossaryCommand, GlossaryEvent> {
  return { streamId: GLOSSARY_STREAM, decider: glossaryDecider, command, ctx, waitFor: [GLOSSARY_PROJECTOR, GLOSSARY_TERMS_PROJECTOR] };
}
