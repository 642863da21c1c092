import { Injectable } from '@nestjs/common';
import type { DocumentFields, DocumentStatus, KnowledgeDocument } from '@kb/contracts';
import type { CommandContext } from '../../../shared/event-sourcing/command-handler.js';
import { DomainError } from '../../../shared/event-sourcing/decider.js';
import { DocumentCommandsPushedAtAppend } from '../pushed-at-append.js';

export type DocumentChanges = Partial<DocumentFields> & { status?: DocumentStatus };

/** PUT and PATCH: records only what changed (title/content/category, then status). */
@Injectable()
export class UpdateDocumentHandler {
  constructor(private readonly commands: DocumentCommandsPushedAtAppend) {}

  async execute(
    id: string,
    changes: DocumentChanges,
    ctx: CommandContext,
    expectedVersion?: number,
  ): Promise<KnowledgeDocument | DomainError> {
    const doc = await this.commands.run(id, { type: 'UpdateDocument', changes }, ctx, expectedVersion);
    return doc ?? new DomainError('not_found', { entity: 'document' });
  }
}
