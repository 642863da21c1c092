import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/app-config.js';
import type { Database } from '../../database/database.js';
import { ProjectionRunner } from '../../projections/projection-runner.js';
import { configureLogger } from '../../observability/logger.js';
import { verify } from '../../projections/rebuild.js';
import { RetrievalIndex } from '../read-model/retrieval-index.projector.js';
import { scopesFor, SHARED_FILES_SCOPE, singleFileEntryId, singleFileScope, DOCUMENTS_SCOPE } from '../retrieval/file-scopes.js';
import type { SearchResult } from '../retrieval/search-types.js';
import { EMBEDDING_CHUNKS_PROJECTOR, embeddingChunksProjector } from './embedding-chunks.projector.js';
import { EmbeddingsError } from './embeddings-client.js';
import { HYBRID_TIMEOUT_MS, HybridRetrieval } from './hybrid-retrieval.js';
import { hybridHarness, type HybridHarness } from './testing/hybrid-harness.js';

/** A paragraph of `n` made-up words: three of them make three chunks (the chunker's minimum is 120 words). */
const paragraph = (tag: string, n = 130) => `Clause ${tag}. ${Array.from({ length: n }, (_, i) => `${tag}w${i}`).join(' ')}.`;
const ids = (r: SearchResult) => r.hits.map((h) => h.docId);

/** The warnings the process logger writes from now until `stop()` (it is silent in specs otherwise). */
function captureWarnings() {
  const lines: Array<{ component?: string; msg: string }> = [];
  configureLogger({ level: 'warn', destination: { write: (line: string) => void lines.push(JSON.parse(line)) } });
  return {
    of: (component: string) => lines.filter((l) => l.component === component).map((l) => l.msg),
    stop: () => void configureLogger({ level: 'silent' }),
  };
}

/** The hybrid stage on one database (PGlite in the .int spec, the Postgres server in the .server spec). */
export function describeHybridRetrieval(name: string, open: () => Promise<{ db: Database; drop: () => Promise<void> }>) {
  let h: HybridHarness;
  let drop: () => Promise<void>;
  const docs: Record<string, string> = {};
  const bm25 = (question: string, scopes: readonly string[] = scopesFor('u-agent')) => h.index.searchScopes(question, scopes, 10);
  const fuse = (question: string, scopes: readonly string[] = scopesFor('u-agent')) =>
    h.hybrid.fuse(question, scopes, bm25(question, scopes));

  beforeAll(async () => {
    const opened = await open();
    drop = opened.drop;
    h = await hybridHarness(opened.db);
    docs.leave = await h.createDocument(
      'Annual Leave Policy',
      'Full-time employees receive 30 calendar days of paid annual leave per year. Leave requests are approved by the line manager in the HR portal.',
    );
    docs.passwords = await h.createDocument(
      'Password Rules',
      'Passwords need at least 12 characters and must be changed every 90 days. Never share your password with colleagues.',
      { category: 'it_guidelines' },
    );
    docs.roaming = await h.createDocument(
      'International Roaming Guide',
      'The daily roaming pass costs 3 KWD in GCC countries. Europe is Zone 2 and costs 5 KWD per day.',
      { category: 'product_info' },
    );
    docs.parking = await h.createDocument(
      'Staff Parking',
      'Parking permits for staff cars are issued by the security desk on the ground floor. Bring your car registration card and staff badge.',
    );
    await h.embed();
    h.takeInputs();
  });
  afterAll(async () => {
    await h?.close();
    await drop?.();
  });

  describe(`hybrid retrieval on ${name}`, () => {
    it('puts a document only the dense side finds into the results, without lexical evidence of its own', async () => {
      // The fake model reads "automobile" as "car" and "sticker" as "permits": meaning BM25 cannot see.
      h.fake.setAliases({ automobile: 'car', sticker: 'permits' });
      const question = 'How do I get an automobile sticker?';
      expect(ids(bm25(question))).not.toContain(docs.parking);
      const fused = await fuse(question);
      const hit = fused.hits.find((x) => x.docId === docs.parking);
      expect(hit).toMatchObject({
        title: 'Staff Parking',
        category: 'hr_policies',
        chunkId: `${docs.parking}#0`,
        score: 0,
        confidence: 0,
        language: 'en',
        more: [],
      });
      expect(hit!.text).toMatch(/security desk/);
      // The question's analysis is BM25's, and the result's confidence is its first hit's.
      expect(fused.words).toEqual(bm25(question).words);
      expect(fused.confidence).toBe(fused.hits[0].confidence);
    });

    it('keeps the document both sides agree on first, with its BM25 hit unchanged', async () => {
      h.fake.setAliases({});
      const question = 'How many days of annual leave do I get?';
      const lexical = bm25(question);
      const fused = await fuse(question);
      expect(fused.hits[0]).toEqual(lexical.hits[0]);
      expect(fused.hits[0].docId).toBe(docs.leave);
      expect(fused.confidence).toBe(lexical.confidence);
      expect(fused.terms).toEqual(lexical.terms);
    });

    it('re-embeds only the chunks a document update changed, and drops the vector of the replaced one', async () => {
      h.takeInputs();
      const id = await h.createDocument('Procurement Manual', [paragraph('alpha'), paragraph('beta'), paragraph('gamma')].join('\n\n'), {
        category: 'finance',
      });
      const first = await h.embed();
      expect(first.embedded).toBe(3);
      expect(h.takeInputs()).toHaveLength(3);
      const before = await h.hashesOf(id);
      expect(before).toHaveLength(3);

      await h.updateDocument(id, { content: [paragraph('alpha'), paragraph('delta'), paragraph('gamma')].join('\n\n') });
      const second = await h.embed();
      const inputs = h.takeInputs();
      expect(second).toMatchObject({ embedded: 1, requests: 1, collected: 1 });
      expect(inputs).toHaveLength(1);
      expect(inputs[0]).toMatch(/^Procurement Manual\n\nClause delta\./);
      const after = await h.hashesOf(id);
      expect([after[0], after[2]]).toEqual([before[0], before[2]]);
      expect(await h.vectorCount([before[1]])).toBe(0);
      expect(await h.vectorCount(after)).toBe(3);

      // The title is part of every chunk's input: renaming re-embeds them all.
      await h.updateDocument(id, { title: 'Purchasing Manual' });
      expect((await h.embed()).embedded).toBe(3);
      h.takeInputs();
      // Nothing pending: another pass calls nobody.
      expect(await h.embed()).toMatchObject({ embedded: 0, requests: 0 });
      expect(h.takeInputs()).toEqual([]);
    });

    it('drops the vectors of deleted and archived documents, and they are never fused back', async () => {
      h.fake.setAliases({ automobile: 'car', sticker: 'permits' });
      const gone = await h.createDocument('Visitor Parking', 'Visitor car permits are printed at reception for a single day.');
      const archived = await h.createDocument('Old Parking Rules', 'Until 2023 car permits were paper cards kept on the dashboard.');
      await h.embed();
      const goneHashes = await h.hashesOf(gone);
      const archivedHashes = await h.hashesOf(archived);
      expect(await h.vectorCount([...goneHashes, ...archivedHashes])).toBe(2);
      expect(ids(await fuse('How do I get an automobile sticker?'))).toEqual(expect.arrayContaining([gone, archived]));

      await h.deleteDocument(gone);
      await h.setStatus(archived, 'archived', 'active');
      expect(await h.hashesOf(gone)).toEqual([]);
      expect(await h.hashesOf(archived)).toEqual([]);
      expect(ids(await fuse('How do I get an automobile sticker?'))).not.toEqual(expect.arrayContaining([gone]));
      const run = await h.embed();
      expect(run.collected).toBe(2);
      expect(await h.vectorCount([...goneHashes, ...archivedHashes])).toBe(0);
      const after = ids(await fuse('How do I get an automobile sticker?'));
      expect(after).not.toContain(gone);
      expect(after).not.toContain(archived);
      expect(after).toContain(docs.parking);
    });

    it("answers a file's vectors only to who may use it: owner, everyone for an admin's, its own chat; not after un-sourcing or deleting", async () => {
      h.fake.setAliases({ retreat: 'offsite', funding: 'budget' });
      const question = 'Retreat funding?';
      const own = await h.uploadFile(
        'u-owner',
        'offsite-notes.txt',
        'The offsite budget per person is 45 KWD and the coach leaves at 7am.',
      );
      const shared = await h.uploadFile(
        'u-admin',
        'company-offsite.txt',
        'Company offsite budget: 60 KWD per person, approved by the CFO.',
        { admin: true },
      );
      const unsourced = await h.uploadFile('u-owner', 'draft-offsite.txt', 'Draft offsite budget of 50 KWD.', { source: false });
      await h.embed();
      const lexical = ids(bm25(question, scopesFor('u-owner')));
      expect(lexical).not.toContain(own);
      expect(lexical).not.toContain(shared);

      const forOwner = ids(await fuse(question, scopesFor('u-owner')));
      expect(forOwner).toEqual(expect.arrayContaining([own, shared]));
      expect(forOwner).not.toContain(unsourced);
      const forOther = ids(await fuse(question, scopesFor('u-other')));
      expect(forOther).toContain(shared);
      expect(forOther).not.toContain(own);
      expect(ids(await fuse(question, [DOCUMENTS_SCOPE]))).not.toEqual(expect.arrayContaining([own]));
      expect(ids(await fuse(question, [SHARED_FILES_SCOPE]))).toEqual([shared]);
      expect(ids(await fuse(question, [singleFileScope(unsourced)]))).toEqual([singleFileEntryId(unsourced)]);
      const fileHit = (await fuse(question, [singleFileScope(own)])).hits[0];
      expect(fileHit).toMatchObject({
        docId: singleFileEntryId(own),
        title: 'offsite-notes.txt',
        category: 'knowledge_file',
        confidence: 0,
      });

      await h.setFileSource(own, false);
      expect(ids(await fuse(question, scopesFor('u-owner')))).not.toContain(own);
      expect(ids(await fuse(question, [singleFileScope(own)]))).toEqual([singleFileEntryId(own)]);

      const hashes = await h.hashesOf(singleFileEntryId(own));
      await h.deleteFile(own);
      expect(ids(await fuse(question, [singleFileScope(own)]))).toEqual([]);
      await h.embed();
      expect(await h.vectorCount(hashes)).toBe(0);
    });

    it('falls back to the BM25 result itself when the endpoint answers 500, logging once', async () => {
      h.fake.setAliases({ automobile: 'car', sticker: 'permits' });
      h.fake.setEmbeddings({ kind: 'fail', status: 500 });
      const warnings = captureWarnings();
      try {
        const question = 'How do I get an automobile sticker?';
        const lexical = bm25(question);
        expect(await h.hybrid.fuse(question, scopesFor('u-agent'), lexical)).toBe(lexical);
        expect(await h.hybrid.fuse(question, scopesFor('u-agent'), lexical)).toBe(lexical);
        const logged = warnings.of('hybrid');
        expect(logged).toHaveLength(1);
        expect(logged[0]).toMatch(/500/);
      } finally {
        warnings.stop();
        h.fake.setEmbeddings({ kind: 'vectors' });
      }
      expect(ids(await fuse('How do I get an automobile sticker?'))).toContain(docs.parking);
    });

    it('falls back to BM25 within the timeout when the endpoint never answers', async () => {
      h.fake.setEmbeddings({ kind: 'stall' });
      const warnings = captureWarnings();
      try {
        const question = 'How do I get an automobile sticker?';
        const lexical = bm25(question);
        const started = performance.now();
        const result = await h.hybrid.fuse(question, scopesFor('u-agent'), lexical);
        const elapsed = performance.now() - started;
        expect(result).toBe(lexical);
        expect(elapsed).toBeGreaterThanOrEqual(HYBRID_TIMEOUT_MS - 50);
        expect(elapsed).toBeLessThan(HYBRID_TIMEOUT_MS + 1_000);
        expect(warnings.of('hybrid')).toHaveLength(1);
      } finally {
        warnings.stop();
        h.fake.setEmbeddings({ kind: 'vectors' });
      }
    });

    it('keeps what a failed batch left pending; a restarted process embeds it', async () => {
      h.fake.setEmbeddings({ kind: 'fail', status: 503 });
      const id = await h.createDocument('Fleet Policy', 'Company car permits renew every January.');
      await expect(h.embed()).rejects.toMatchObject({ kind: 'http_503' } satisfies Partial<EmbeddingsError>);
      expect(await h.hybrid.store!.pendingCount()).toBe(1);
      h.fake.setEmbeddings({ kind: 'vectors' });
      h.takeInputs();

      // A new process on the same database: checkpoint and pending chunks come from the tables.
      // The first process stops projecting: were it still running, its runner could apply the next
      // document first and wake only its own embedder (not started here), leaving the new one to its poll.
      await h.runner.stop();
      const restarted = await hybridHarness(h.db, { OPENAI_BASE_URL: h.fake.baseUrl });
      try {
        expect(restarted.runner.list().map((p) => p.name)).toContain(EMBEDDING_CHUNKS_PROJECTOR);
        // Every stored vector is read back into memory at start (bytea float32, unit length after loading).
        expect(await restarted.hybrid.store!.preload()).toBe(await restarted.vectorCount());
        expect(await restarted.embed()).toMatchObject({ embedded: 1 });
        expect(await restarted.hybrid.store!.pendingCount()).toBe(0);
        expect(h.takeInputs()).toEqual([expect.stringMatching(/^Fleet Policy\n\n/)]);

        // The background loop: woken by the projection's commits, idle once nothing is pending.
        restarted.hybrid.onApplicationBootstrap();
        await restarted.hybrid.embedder!.whenIdle();
        const next = await restarted.createDocument('Bicycle Parking', 'Bicycle racks are behind building B.');
        // The projection's wake-up may reach the loop after this line, so wait for the vector rather than for idleness.
        const hashes = await restarted.hashesOf(next);
        for (const until = Date.now() + 10_000; (await restarted.vectorCount(hashes)) < 1 && Date.now() < until;)
          await new Promise((r) => setTimeout(r, 50));
        expect(await restarted.vectorCount(hashes)).toBe(1);
        expect(await restarted.vectorCount(await restarted.hashesOf(id))).toBe(1);
      } finally {
        await restarted.close();
        await h.runner.start();
      }
    });

    it('rebuilds the chunk projection to the same rows', async () => {
      const result = await verify(h.db, h.store, embeddingChunksProjector);
      expect(result.equal).toBe(true);
    });

    it('changes nothing without EMBEDDINGS_MODEL: no projection, no calls, the BM25 result itself', async () => {
      const runner = new ProjectionRunner(h.db, h.store);
      const index = new RetrievalIndex();
      const off = new HybridRetrieval(
        loadConfig({ DATA_DIR: 'memory://', OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: h.fake.baseUrl }),
        h.db,
        runner,
        index,
      );
      await off.onModuleInit();
      off.onApplicationBootstrap();
      expect(off.enabled).toBe(false);
      expect(runner.list()).toEqual([]);
      h.takeInputs();
      const question = 'How do I get an automobile sticker?';
      const lexical = bm25(question);
      const result = await off.fuse(question, scopesFor('u-agent'), lexical);
      expect(result).toBe(lexical);
      expect(result).toEqual(bm25(question));
      expect(h.fake.embeddingRequests).toEqual([]);
      await off.onModuleDestroy();
    });
  });
}
