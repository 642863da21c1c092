import { Injectable } from '@nestjs/common';
import { userStreamId } from '@kb/contracts';
import type { CommandContext } from '../../../shared/event-sourcing/command-handler.js';
import { CommandRunner } from '../../../shared/event-sourcing/command-runner.js';
import { DomainError } from '../../../shared/event-sourcing/decider.js';
import { userDecider } from '../domain/user.decider.js';
import { USERS_PROJECTOR } from '../read-model/users.projector.js';

/** Gives an account another display name (what the header and the audit log show). */
@Injectable()
export class RenameUser {
  constructor(private readonly commands: CommandRunner) {}

  async execute(username: string, name: string, ctx: CommandContext): Promise<void | DomainError> {
    const command = { type: 'RenameUser' as const, name };
    const result = await this.commands.run({
      streamId: userStreamId(username),
      decider: userDecider,
      command,
      ctx,
      waitFor: [USERS_PROJECTOR],
    });
    return result instanceof DomainError ? result : undefined;
  }
}
