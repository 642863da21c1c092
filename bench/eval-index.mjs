// The real indexing path for the eval: every paragraph becomes a DocumentCreated event appended to
// the event store (embedded PGlite, as `npm start` runs it), the retrieval-index projection
// follows the log, and questions are asked through the assistant service the chat uses.
//
// `asSeeded: true` appends each document as the document seeder does (bench/eval-kb.mjs): its own
// id, stream, category and status (draft and archived documents are appended too, and the
// projection leaves them out of the index exactly as it does in the app). Without it every
// paragraph is an active product_info document (the shared eval, unchanged).
import { randomUUID } from 'node:crypto';
import { Database } from '../backend/dist/database/database.js';
import { PostgresEventStore } from '../backend/dist/event-store/postgres/postgres-event-store.js';
import { ProjectionRunner } from '../backend/dist/projections/projection-runner.js';
import { RetrievalIndex } from '../backend/dist/assistant/read-model/retrieval-index.projector.js';
import { AssistantService } from '../backend/dist/assistant/assistant.service.js';
import { AssistantSettings } from '../backend/dist/settings/read-model/assistant-settings.projector.js';
import { loadConfig } from '../backend/dist/config/app-config.js';
import { documentStreamId } from '@kb/contracts';
import { languageOf, questionTermFactor } from '../backend/dist/assistant/answer/pipeline.js';
import { confidenceOf } from '../backend/dist/assistant/answer/6-decide-confidence.js';
import { rewriteQuestion } from '../backend/dist/assistant/retrieval/synonyms.js';
import { scopesFor } from '../backend/dist/assistant/retrieval/file-scopes.js';

/**
 * `config`: environment variables for the assistant (e.g. OPENAI_API_KEY and OPENAI_BASE_URL for
 * bench/context.mjs); `contextChars`: the model's context budget instead of the default.
 */
export async function indexThroughEvents(docs, { asSeeded = false, config = {}, contextChars = null } = {}) {
  const db = await Database.open({ databaseUrl: null, databaseSchema: null, dataDir: 'memory://' });
  const store = new PostgresEventStore(db);
  await store.init();
  const runner = new ProjectionRunner(db, store);
  const retrieval = new RetrievalIndex();
  runner.register(retrieval);
  await runner.start();
  const at = new Date().toISOString();
  let last = null;
  for (const doc of docs) {
    const actor = asSeeded ? 'system' : 'eval';
    const metadata = { actor, correlationId: randomUUID(), causationId: null, at };
    const data = asSeeded
      ? { id: doc.id, title: doc.title, content: doc.content, category: doc.category, status: doc.status ?? 'active', createdBy: actor }
      : { id: doc.id, title: doc.title, content: doc.content, category: 'product_info', status: 'active', createdBy: actor };
    const stream = asSeeded ? documentStreamId(doc.id) : `document-${randomUUID()}`;
    last = (await store.append(stream, [{ id: randomUUID(), type: 'DocumentCreated', data, metadata }], 'no_stream')).position;
  }
  if (last) await runner.waitFor(last, { timeoutMs: 600_000 });
  const settings = new AssistantSettings();
  if (contextChars) settings.apply({ type: 'AssistantSettingsChanged', data: { ...settings.get(), contextChars } });
  const assistant = new AssistantService(retrieval, settings, loadConfig(config));
  return {
    /** The projection itself, for probes (bench/probe-turns.mjs). */
    retrieval,
    search: (query, options) => retrieval.index.search(query, options),
    get chunkCount() {
      return retrieval.index.chunkCount;
    },
    byteSize: () => retrieval.index.byteSize(),
    /** The reply exactly as the chat would get it (no model configured: extractive). */
    answer: (question) => assistant.answer({ question }),
    /** A whole answer request (a question with the conversation's earlier turns, `history`). */
    answerWith: (request) => assistant.answer(request),
    /** The answerability the service's reply was decided on (its search, as AssistantService.answer runs it). */
    confidence: (question) => {
      const search = retrieval.searchScopes(rewriteQuestion(question), scopesFor(undefined), 10, { termFactor: questionTermFactor });
      return confidenceOf(languageOf(question, undefined), search);
    },
    close: async () => {
      await runner.stop();
      await store.close();
      await db.close();
    },
  };
}
