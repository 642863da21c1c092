import type { CategoryCode, DocumentStatus } from '@kb/contracts';
import { Database } from '../../database/database.js';
import { PostgresEventStore } from '../../event-store/postgres/postgres-event-store.js';
import { ProjectionRunner } from '../../projections/projection-runner.js';
import { CommandRunner } from '../../shared/event-sourcing/command-runner.js';
import { openEmbedded } from '../../testing/databases.js';
import type { AppConfig } from '../../config/app-config.js';
import { LivePublisher } from '../../realtime/live-publisher.js';
import { DocumentCommandsPushedAtAppend } from '../commands/pushed-at-append.js';
import { DocumentPushes } from '../live/document-pushes.js';
import { CreateDocumentHandler } from '../commands/create-document/create-document.handler.js';
import { DeleteDocumentHandler } from '../commands/delete-document/delete-document.handler.js';
import { UpdateDocumentHandler } from '../commands/update-document/update-document.handler.js';
import { documentsProjector } from '../read-model/documents.projector.js';
import { DocumentsQueries } from '../read-model/documents.queries.js';
import { DocumentSearchIndex } from '../search/search-index.js';
import { DocumentSeeder } from '../seed/document-seeder.js';

/** The documents module without Nest or HTTP, on a real database and event store (int tests). */
export async function documentsHarness(db?: Database) {
  const database = db ?? (await openEmbedded());
  const store = new PostgresEventStore(database);
  await store.init();
  const runner = new ProjectionRunner(database, store);
  runner.register(documentsProjector);
  const index = new DocumentSearchIndex();
  runner.register(index);
  await runner.start();
  const queries = new DocumentsQueries(database, index);
  /** The same reads without the in-memory index: search through the GIN index. */
  const sqlQueries = new DocumentsQueries(database);
  // No sockets: the pushes at append go nowhere, as before any tab connects.
  const live = new LivePublisher({ deploymentId: 'documents-harness', redisUrl: null } as AppConfig);
  const pushes = new DocumentPushes(live, queries);
  const detach = pushes.attach(runner);
  const commands = new DocumentCommandsPushedAtAppend(new CommandRunner(store, runner), queries, pushes);
  const create = new CreateDocumentHandler(commands);
  let clock = Date.parse('2025-01-01T00:00:00Z');
  /** One second later on every call, so "newest first" is predictable. */
  const ctx = (actor = 'u-admin') => ({ actor, now: new Date((clock += 1000)) });
  return {
    db: database,
    store,
    runner,
    queries,
    sqlQueries,
    index,
    create,
    pushes,
    update: new UpdateDocumentHandler(commands),
    remove: new DeleteDocumentHandler(commands),
    seeder: new DocumentSeeder(create),
    ctx,
    doc: (title: string, content: string, category: CategoryCode = 'hr_policies', status: DocumentStatus = 'active') => ({
      title,
      content,
      category,
      status,
    }),
    async close() {
      detach();
      await runner.stop();
      await store.close();
      if (!db) await database.close();
    },
  };
}
export type DocumentsHarness = Awaited<ReturnType<typeof documentsHarness>>;
