import { Injectable } from '@nestjs/common';
import type { DocumentFields, DocumentStatus, KnowledgeDocument } from '@kb/contracts';
import type { CommandContext } from '../../../shared/event-sourcing/command-handler.js';
import { DomainError } from '../../../shared/event-sourcing/decider.js';
import { DocumentsQueries } from '../../read-model/documents.queries.js';
import { CommandRunner } from '../../../shared/event-sourcing/command-runner.js';
import { documentCommand } from '../document-command.js';

export type DocumentChanges = Partial<DocumentFields> & { status?: DocumentStatus };

/** PUT and PATCH: records only what changed (title/content/category, then status). */
@Injectable()
export class UpdateDocumentHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly queries: DocumentsQueries,
  ) {}

  async execute(
    id: string,
    changes: DocumentChanges,
    ctx: CommandContext,
    expectedVersion?: number,
  ): Promise<KnowledgeDocument | DomainError> {
    const result = await this.commands.run(documentCommand(id, { type: 'UpdateDocument', changes }, ctx, expectedVersion));
    if (result instanceof DomainError) return result;
    return (await this.queries.findById(id)) ?? new DomainError('not_found', { entity: 'document' });
  }
}
