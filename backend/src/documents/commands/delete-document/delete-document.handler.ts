import { Injectable } from '@nestjs/common';
import type { CommandContext } from '../../../shared/event-sourcing/command-handler.js';
import { DomainError } from '../../../shared/event-sourcing/decider.js';
import { DocumentStreams } from '../document-streams.js';

@Injectable()
export class DeleteDocumentHandler {
  constructor(private readonly streams: DocumentStreams) {}

  async execute(id: string, ctx: CommandContext, expectedVersion?: number): Promise<void | DomainError> {
    const result = await this.streams.run(id, { type: 'DeleteDocument' }, ctx, expectedVersion);
    if (result instanceof DomainError) return result;
  }
}
