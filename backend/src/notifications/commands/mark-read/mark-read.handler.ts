import { Injectable } from '@nestjs/common';
import { kbUpdatesReadStreamId } from '@kb/contracts';
import type { CommandContext } from '../../../shared/event-sourcing/command-handler.js';
import { CommandRunner } from '../../../shared/event-sourcing/command-runner.js';
import { DomainError } from '../../../shared/event-sourcing/decider.js';
import { kbUpdatesReadDecider } from '../../domain/kb-updates-read.decider.js';
import { KB_UPDATES_PROJECTOR } from '../../read-model/kb-updates.projector.js';

/** Marks the knowledge-base updates up to a time read, for the caller only; returns once their count shows it. */
@Injectable()
export class MarkKbUpdatesReadHandler {
  constructor(private readonly commands: CommandRunner) {}

  async execute(userId: string, upTo: string, ctx: CommandContext): Promise<void | DomainError> {
    const result = await this.commands.run({
      streamId: kbUpdatesReadStreamId(userId),
      decider: kbUpdatesReadDecider,
      command: { type: 'MarkRead', userId, upTo },
      ctx,
      waitFor: [KB_UPDATES_PROJECTOR],
    });
    if (result instanceof DomainError) return result;
  }
}
