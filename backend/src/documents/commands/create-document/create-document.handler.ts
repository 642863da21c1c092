import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { CategoryCode, DocumentStatus, KnowledgeDocument } from '@kb/contracts';
import type { CommandContext } from '../../../shared/event-sourcing/command-handler.js';
import { DomainError } from '../../../shared/event-sourcing/decider.js';
import { DocumentCommandsPushedAtAppend } from '../pushed-at-append.js';

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
  constructor(private readonly commands: DocumentCommandsPushedAtAppend) {}

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
    // A fresh id has no stream to read before deciding (the seeder's fixed ids may).
    const doc = await this.commands.run(id, command, ctx, undefined, { newId: input.id === undefined });
    return doc ?? new DomainError('not_found', { entity: 'document' });
  }
}
