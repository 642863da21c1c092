import { Injectable } from '@nestjs/common';
import { DomainError } from '../../shared/event-sourcing/decider.js';
import { CreateDocumentHandler } from '../commands/create-document/create-document.handler.js';
import { SEED_DOCUMENTS, type SeedDocument } from './seed-documents.js';

export const DOCUMENT_SEED_ORDER = 10;

/**
 * Creates the seed knowledge base through the ordinary create command, as actor 'system'. Each
 * seed document has a fixed id, and creating an id whose stream exists is refused by the
 * aggregate, so a second start (or a start after a crash half-way) adds only what is missing,
 * and a seed document an admin deleted stays deleted.
 */
@Injectable()
export class DocumentSeeder {
  constructor(private readonly create: CreateDocumentHandler) {}

  async run(documents: readonly SeedDocument[] = SEED_DOCUMENTS): Promise<{ created: number; skipped: number }> {
    let created = 0;
    let skipped = 0;
    for (const doc of documents) {
      const result = await this.create.execute(doc, { actor: 'system', now: new Date() });
      if (result instanceof DomainError) {
        if (result.code !== 'document_exists') throw new Error(`Seeding "${doc.title}" failed: ${result.code}`);
        skipped++;
      } else created++;
    }
    return { created, skipped };
  }
}
