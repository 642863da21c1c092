import { Module, type OnApplicationBootstrap, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { ProjectionRunner } from '../projections/projection-runner.js';
import { ocrPool } from '../shared/extraction/ocr-pool.js';
import { BlobStore } from './blobs/blob-store.js';
import { ChatWithFileController } from './chat-with-file/chat-with-file.controller.js';
import { ChatWithFileHandler } from './chat-with-file/chat-with-file.handler.js';
import { DeleteFileController } from './commands/delete-file/delete-file.controller.js';
import { DeleteFileHandler } from './commands/delete-file/delete-file.handler.js';
import { FileExtraction } from './commands/record-extraction/file-extraction.js';
import { UpdateFileController } from './commands/update-file/update-file.controller.js';
import { UpdateFileHandler } from './commands/update-file/update-file.handler.js';
import { UploadFileController } from './commands/upload-file/upload-file.controller.js';
import { UploadFileHandler } from './commands/upload-file/upload-file.handler.js';
import { FilePushes } from './live/file-pushes.js';
import { DownloadFileController } from './queries/download-file/download-file.controller.js';
import { ListFilesController } from './queries/list-files/list-files.controller.js';
import { FileCitationController } from './queries/file-citation/file-citation.controller.js';
import { knowledgeFilesProjector } from './read-model/knowledge-files.projector.js';
import { KnowledgeFilesQueries } from './read-model/knowledge-files.queries.js';
import { FILE_MESSAGES } from './http/file-messages.js';
import { messagesProvider } from '../shared/i18n/messages.js';

/** Bytes kept this long before an unreferenced blob counts as left over (an upload writes bytes just before its event). */
const SWEEP_GRACE_MS = 60 * 60 * 1000;

/**
 * Knowledge files: uploads kept as bytes (content-addressed blob table) plus events, their text
 * read after the upload (worker or OCR), the owner's list, download, edits, delete, chat with one
 * file, and `file:changed` pushes. The retrieval index indexes their text from the same events.
 */
@Module({
  controllers: [
    ListFilesController,
    UploadFileController,
    UpdateFileController,
    DeleteFileController,
    DownloadFileController,
    FileCitationController,
    ChatWithFileController,
  ],
  providers: [
    BlobStore,
    KnowledgeFilesQueries,
    UploadFileHandler,
    UpdateFileHandler,
    DeleteFileHandler,
    ChatWithFileHandler,
    FileExtraction,
    FilePushes,
    messagesProvider(FILE_MESSAGES),
  ],
  exports: [FileExtraction, KnowledgeFilesQueries],
})
export class KnowledgeFilesModule implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy {
  private unsubscribe: Array<() => void> = [];

  constructor(
    private readonly runner: ProjectionRunner,
    private readonly blobs: BlobStore,
    private readonly extraction: FileExtraction,
    private readonly pushes: FilePushes,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.blobs.migrate();
    this.runner.register(knowledgeFilesProjector);
    this.unsubscribe.push(this.runner.onCommitted(this.pushes.onCommitted), this.runner.onCommitted(this.extraction.onCommitted));
  }

  /** After the projections started (AppLifecycle): files left processing are read again, left-over bytes swept. */
  async onApplicationBootstrap(): Promise<void> {
    if (process.env.KB_NO_PROJECTIONS === '1') return;
    setImmediate(() => {
      void this.extraction.resume().catch(() => undefined);
      void this.blobs.sweep(SWEEP_GRACE_MS).catch(() => undefined);
    });
  }

  async onModuleDestroy(): Promise<void> {
    for (const off of this.unsubscribe) off();
    await this.extraction.stop();
    await ocrPool.close();
  }
}
