import { Module, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { SeedRegistry } from '../core/seeders.js';
import { ProjectionRunner } from '../projections/projection-runner.js';
import { CreateDocumentController } from './commands/create-document/create-document.controller.js';
import { CreateDocumentHandler } from './commands/create-document/create-document.handler.js';
import { DeleteDocumentController } from './commands/delete-document/delete-document.controller.js';
import { DeleteDocumentHandler } from './commands/delete-document/delete-document.handler.js';
import { UpdateDocumentController } from './commands/update-document/update-document.controller.js';
import { UpdateDocumentHandler } from './commands/update-document/update-document.handler.js';
import { DocumentCommandsPushedAtAppend } from './commands/pushed-at-append.js';
import { DocumentPushes } from './live/document-pushes.js';
import { GetDocumentController } from './queries/get-document/get-document.controller.js';
import { ListDocumentsController } from './queries/list-documents/list-documents.controller.js';
import { documentsProjector } from './read-model/documents.projector.js';
import { DocumentsQueries } from './read-model/documents.queries.js';
import { DocumentSearchIndex } from './search/search-index.js';
import { DOCUMENT_SEED_ORDER, DocumentSeeder } from './seed/document-seeder.js';
import { UploadDocumentController } from './upload/upload-document.controller.js';
import { DOCUMENT_MESSAGES } from './http/document-messages.js';
import { messagesProvider } from '../shared/i18n/messages.js';

/**
 * Knowledge documents: event-sourced Document aggregate, the `documents` read model, the REST
 * calls of SPEC.md section 7, file-to-form upload, live `document:changed` pushes, and the seed
 * knowledge base. Other modules read documents through the exported `DocumentsQueries`.
 */
@Module({
  controllers: [
    ListDocumentsController,
    GetDocumentController,
    CreateDocumentController,
    UpdateDocumentController,
    DeleteDocumentController,
    UploadDocumentController,
  ],
  providers: [
    DocumentSearchIndex,
    DocumentsQueries,
    DocumentCommandsPushedAtAppend,
    CreateDocumentHandler,
    UpdateDocumentHandler,
    DeleteDocumentHandler,
    DocumentSeeder,
    DocumentPushes,
    messagesProvider(DOCUMENT_MESSAGES),
  ],
  exports: [DocumentsQueries],
})
export class DocumentsModule implements OnModuleInit, OnModuleDestroy {
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly runner: ProjectionRunner,
    private readonly seeds: SeedRegistry,
    private readonly seeder: DocumentSeeder,
    private readonly pushes: DocumentPushes,
    private readonly searchIndex: DocumentSearchIndex,
  ) {}

  onModuleInit(): void {
    this.runner.register(documentsProjector);
    this.runner.register(this.searchIndex);
    this.unsubscribe = this.pushes.attach(this.runner);
    this.seeds.register('documents', DOCUMENT_SEED_ORDER, async () => {
      await this.seeder.run();
    });
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
  }
}
