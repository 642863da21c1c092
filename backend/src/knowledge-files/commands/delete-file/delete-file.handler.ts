import { Injectable } from '@nestjs/common';
import type { CommandContext } from '../../../shared/event-sourcing/command-handler.js';
import { CommandRunner } from '../../../shared/event-sourcing/command-runner.js';
import { DomainError } from '../../../shared/event-sourcing/decider.js';
import { BlobStore } from '../../blobs/blob-store.js';
import { KnowledgeFilesQueries } from '../../read-model/knowledge-files.queries.js';
import { fileCommand } from '../file-command.js';

/**
 * Owner-only delete: records `KnowledgeFileDeleted` (name and hash stay in the history), waits
 * until the list and the answers no longer have the file, then deletes its bytes unless another
 * file holds the same content.
 */
@Injectable()
export class DeleteFileHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly queries: KnowledgeFilesQueries,
    private readonly blobs: BlobStore,
  ) {}

  async execute(id: string, ctx: CommandContext): Promise<void | DomainError> {
    if (!(await this.queries.ownedBy(id, ctx.actor))) return new DomainError('not_found');
    const result = await this.commands.run(fileCommand(id, { type: 'DeleteFile', requestedBy: ctx.actor }, ctx));
    if (result instanceof DomainError) return result;
    const deleted = result.events.find((e) => e.type === 'KnowledgeFileDeleted');
    if (deleted) await this.blobs.release(deleted.data.sha256);
  }
}
