import { Injectable } from '@nestjs/common';
import type { CommandContext } from '../../../shared/event-sourcing/command-handler.js';
import { DomainError } from '../../../shared/event-sourcing/decider.js';
import { DocumentCommandsPushedAtAppend } from '../pushed-at-append.js';

@Injectable()
export class DeleteDocumentHandler {
  constructor(private readonly commands: DocumentCommandsPushedAtAppend) {}

  async execute(id: string, ctx: CommandContext, expectedVersion?: number): Promise<void | DomainError> {
    const result = await this.commands.run(id, { type: 'DeleteDocument' }, ctx, expectedVersion);
    if (result instanceof DomainError) return result;
  }
}
