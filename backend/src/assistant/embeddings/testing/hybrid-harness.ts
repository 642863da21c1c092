import { randomUUID } from 'node:crypto';
import { documentStreamId, knowledgeFileStreamId, type CategoryCode, type DocumentStatus } from '@kb/contracts';
import { loadConfig } from '../../../config/app-config.js';
import type { Database } from '../../../database/database.js';
import { PostgresEventStore } from '../../../event-store/postgres/postgres-event-store.js';
import { ProjectionRunner } from '../../../projections/projection-runner.js';
import { RetrievalIndex } from '../../read-model/retrieval-index.projector.js';
import { startFakeOpenAi } from '../../testing/fake-openai-server.js';
import { HybridRetrieval } from '../hybrid-retrieval.js';

export const FAKE_EMBEDDINGS_MODEL = 'fake-embed-1';

const meta = () => ({ actor: 'u-admin', correlationId: randomUUID(), causationId: null, at: new Date().toISOString() });

/**
 * The hybrid stage without Nest or HTTP: a real database and event store, the retrieval index and
 * the chunk projection under one runner, and the fake OpenAI server's embeddings route. The
 * Embedder's loop is not started: tests call `embed()` (one `runOnce`) where a change should
 * have been embedded, so they wait for work, never for time.
 */
export async function hybridHarness(db: Database, env: NodeJS.ProcessEnv = {}) {
  const fake = await startFakeOpenAi();
  const store = new PostgresEventStore(db);
  await store.init();
  const runner = new ProjectionRunner(db, store);
  const index = new RetrievalIndex();
  runner.register(index);
  const config = loadConfig({
    DATA_DIR: 'memory://',
    OPENAI_API_KEY: 'test-key',
    OPENAI_BASE_URL: fake.baseUrl,
    EMBEDDINGS_MODEL: FAKE_EMBEDDINGS_MODEL,
    ...env,
  });
  const hybrid = new HybridRetrieval(config, db, runner, index);
  await hybrid.onModuleInit();
  await runner.start();

  const append = async (streamId: string, type: string, data: unknown) => {
    const { position } = await store.append(streamId, [{ id: randomUUID(), type, data, metadata: meta() }], 'any');
    await runner.waitFor(position);
  };

  return {
    db,
    fake,
    store,
    runner,
    index,
    hybrid,
    config,
    /** Embeds whatever the projection recorded as needing vectors (one Embedder pass). */
    embed: () => hybrid.embedder!.runOnce(),
    async createDocument(title: string, content: string, opts: { id?: string; status?: DocumentStatus; category?: CategoryCode } = {}) {
      const id = opts.id ?? randomUUID();
      await append(documentStreamId(id), 'DocumentCreated', {
        id,
        title,
        content,
        category: opts.category ?? 'hr_policies',
        status: opts.status ?? 'active',
        createdBy: 'u-admin',
      });
      return id;
    },
    updateDocument: (id: string, fields: { title?: string; content?: string }) =>
      append(documentStreamId(id), 'DocumentUpdated', { id, ...fields }),
    setStatus: (id: string, status: DocumentStatus, previousStatus: DocumentStatus) =>
      append(documentStreamId(id), 'DocumentStatusChanged', { id, status, previousStatus }),
    deleteDocument: (id: string) => append(documentStreamId(id), 'DocumentDeleted', { id, previousStatus: 'active' }),
    async uploadFile(ownerId: string, filename: string, text: string, opts: { admin?: boolean; source?: boolean } = {}) {
      const id = randomUUID();
      await append(knowledgeFileStreamId(id), 'KnowledgeFileUploaded', {
        id,
        ownerId,
        uploadedByAdmin: opts.admin ?? false,
        originalFilename: filename,
        size: text.length,
        mediaType: 'text/plain',
        sha256: 'x'.repeat(64),
        description: '',
        isKnowledgeSource: opts.source ?? true,
      });
      await append(knowledgeFileStreamId(id), 'KnowledgeFileTextExtracted', {
        id,
        text,
        method: 'text',
        languages: ['en'],
        pages: null,
        durationMs: 1,
        note: null,
      });
      return id;
    },
    setFileSource: (id: string, isKnowledgeSource: boolean) =>
      append(knowledgeFileStreamId(id), 'KnowledgeFileSourceChanged', { id, isKnowledgeSource }),
    deleteFile: (id: string) =>
      append(knowledgeFileStreamId(id), 'KnowledgeFileDeleted', { id, sha256: 'x'.repeat(64), originalFilename: 'f' }),
    /** Hashes of an entry's chunk rows. */
    async hashesOf(entryId: string): Promise<string[]> {
      const { rows } = await db.query<{ hash: string }>(`SELECT hash FROM embedding_chunks WHERE entry_id = $1 ORDER BY ordinal`, [
        entryId,
      ]);
      return rows.map((r) => r.hash);
    },
    async vectorCount(hashes?: string[]): Promise<number> {
      const { rows } = hashes
        ? await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM embedding_vectors WHERE hash = ANY($1::text[])`, [hashes])
        : await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM embedding_vectors`);
      return rows[0].n;
    },
    /** Inputs sent to the embeddings endpoint since the last call. */
    takeInputs(): string[] {
      return fake.embeddingRequests.splice(0).flatMap((r) => r.input);
    },
    async close() {
      await hybrid.onModuleDestroy();
      await runner.stop();
      await store.close();
      await fake.close();
    },
  };
}
export type HybridHarness = Awaited<ReturnType<typeof hybridHarness>>;
