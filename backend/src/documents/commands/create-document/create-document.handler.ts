import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { CategoryCode, DocumentStatus, KnowledgeDocument } from '@kb/contracts';
import type { CommandContext } from '../../../shared/event-sourcing/command-handler.js';
import { DomainError } from '../../../shared/event-sourcing/decider.js';
import { DocumentsQueries } from '../../read-model/documents.queries.js';
import { CommandRunner } from '../../../shared/event-sourcing/command-runner.js';
import { documentCommand } from '../document-command.js';

export interface NewDocument {
  /** Given by the seeder (fixed ids keep seeding idempotent); a fresh UUID otherwise. */
  id?: string;
  title: string;
  content: string;
  category: CategoryCode;
  status?: DocumentStatus;
}

@Injectable()
export class CreateDocumentHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly queries: DocumentsQueries,
  ) {}

  async execute(input: NewDocument, ctx: CommandContext): Promise<KnowledgeDocument | DomainError> {
    const id = input.id ?? randomUUID();
    const command = {
      type: 'CreateDocument',
      id,
      title: input.title,
      content: input.content,
      category: input.category,
      status: input.status ?? 'active',
      createdBy: ctx.actor,
    } as const;
    const result = await this.commands.run(documentCommand(id, command, ctx));
    if (result instanceof DomainError) return result;
    return (await this.queries.findById(id)) ?? new DomainError('not_found', { entity: 'document' });
  }
}
