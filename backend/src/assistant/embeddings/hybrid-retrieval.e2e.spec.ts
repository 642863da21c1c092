import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_DOCUMENTS } from '../../documents/testing/fixtures.js';
import { ProjectionRunner } from '../../projections/projection-runner.js';
import { startTestApp, type TestApp } from '../../testing/test-app.js';
import { RetrievalIndex } from '../read-model/retrieval-index.projector.js';
import { scopesFor } from '../retrieval/file-scopes.js';
import { startFakeOpenAi } from '../testing/fake-openai-server.js';
import { EMBEDDING_CHUNKS_PROJECTOR } from './embedding-chunks.projector.js';
import { HybridRetrieval } from './hybrid-retrieval.js';

describe('hybrid retrieval in the started app', () => {
  let app: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    app = await startTestApp({}, { OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: fake.baseUrl, EMBEDDINGS_MODEL: 'fake-embed-1' });
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  it('embeds the seeded knowledge base in the background and fuses with it', async () => {
    const hybrid = app.app.get(HybridRetrieval);
    expect(hybrid.enabled).toBe(true);
    expect(
      app.app
        .get(ProjectionRunner)
        .list()
        .map((p) => p.name),
    ).toContain(EMBEDDING_CHUNKS_PROJECTOR);
    await hybrid.embedder!.whenIdle();
    expect(await hybrid.store!.pendingCount()).toBe(0);
    expect(fake.embeddingRequests.every((r) => r.model === 'fake-embed-1' && r.encoding_format === 'float')).toBe(true);

    const question = 'How many days of annual leave do I get?';
    const index = app.app.get(RetrievalIndex);
    const bm25 = index.searchScopes(question, scopesFor(undefined), 10);
    const fused = await hybrid.fuse(question, scopesFor(undefined), bm25);
    expect(fused).not.toBe(bm25);
    // Order is the fusion's (the fake model is a bag of words without idf, so no quality claim here).
    expect(fused.hits.slice(0, 3).map((h) => h.title)).toContain('Annual Leave Policy');
    const inactive = new Set(SEED_DOCUMENTS.filter((d) => d.status !== 'active').map((d) => d.id));
    expect(fused.hits.filter((h) => inactive.has(h.docId))).toEqual([]);
  });
});
