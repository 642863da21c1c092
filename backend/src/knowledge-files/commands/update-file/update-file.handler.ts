import { Injectable } from '@nestjs/common';
import type { KnowledgeFile } from '@kb/contracts';
import type { CommandContext } from '../../../shared/event-sourcing/command-handler.js';
import { CommandRunner } from '../../../shared/event-sourcing/command-runner.js';
import { DomainError } from '../../../shared/event-sourcing/decider.js';
import { KnowledgeFilesQueries, toKnowledgeFile } from '../../read-model/knowledge-files.queries.js';
import { fileCommand } from '../file-command.js';

/** Owner-only edit of the knowledge-source flag and the description; returns once answers reflect it. */
@Injectable()
export class UpdateFileHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly queries: KnowledgeFilesQueries,
  ) {}

  async execute(
    id: string,
    changes: { isKnowledgeSource?: boolean; description?: string; saveAsKnowledgeFile?: boolean },
    ctx: CommandContext,
  ): Promise<KnowledgeFile | DomainError> {
    // Not the caller's (or not a UUID): not found, before a stream is even read.
    if (!(await this.queries.ownedBy(id, ctx.actor))) return new DomainError('not_found');
    const result = await this.commands.run(fileCommand(id, { type: 'ChangeFile', requestedBy: ctx.actor, ...changes }, ctx));
    if (result instanceof DomainError) return result;
    const row = await this.queries.ownedBy(id, ctx.actor);
    return row ? toKnowledgeFile(row) : new DomainError('not_found');
  }
}
