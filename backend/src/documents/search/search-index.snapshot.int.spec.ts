import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { documentStreamId } from '@kb/contracts';
import type { Database } from '../../database/database.js';
import { PostgresEventStore } from '../../event-store/postgres/postgres-event-store.js';
import { ProjectionRunner } from '../../projections/projection-runner.js';
import { saveSnapshot } from '../../projections/snapshots.js';
import { openEmbedded } from '../../testing/databases.js';
import { DocumentSearchIndex } from './search-index.js';

const meta = () => ({ actor: 'u1', correlationId: randomUUID(), causationId: null, at: new Date().toISOString() });
const TITLES = ['Annual leave policy', 'Roaming daily pass', 'Home fibre installation', 'Leave carry-over rules'];
const WORDS = ['leave', 'roaming', 'fibre', 'rules'];

describe('snapshots of the library search index (issue 50)', () => {
  let db: Database;
  let store: PostgresEventStore;
  const runners: ProjectionRunner[] = [];

  /** A start as the app makes one; `applied`: the events the index applied in it. */
  async function start() {
    const index = new DocumentSearchIndex();
    const runner = new ProjectionRunner(db, store);
    runner.register(index);
    runners.push(runner);
    let applied = 0;
    const apply = index.apply.bind(index);
    index.apply = (event) => (applied++, apply(event));
    await runner.start();
    await runner.waitFor((await store.headPosition())!);
    const found = WORDS.map((t) => index.search({ terms: [t], status: 'all', category: null, offset: 0, limit: 5 }));
    return { index, runner, applied, found };
  }

  async function append(title: string) {
    const id = randomUUID();
    const data = { id, title, content: `${title}: the details.`, category: 'hr_policies', status: 'active', createdBy: 'u1' };
    await store.append(documentStreamId(id), [{ id: randomUUID(), type: 'DocumentCreated', data, metadata: meta() }], 'no_stream');
  }

  beforeEach(async () => {
    db = await openEmbedded();
    store = new PostgresEventStore(db);
    await store.init();
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((r) => r.stop()));
    await store.close();
    await db.close();
  });

  it('restores the index and follows from its position; another version is ignored', async () => {
    for (const title of TITLES.slice(0, 3)) await append(title);
    const first = await start();
    await first.runner.stop();
    await saveSnapshot(db, first.index);
    await append(TITLES[3]);
    const restored = await start();
    expect(restored.applied).toBe(1);
    await db.query(`UPDATE memory_snapshots SET version = 'documents-search:0:old'`);
    const rebuilt = await start();
    expect(rebuilt.applied).toBe(4);
    expect(restored.found).toEqual(rebuilt.found);
    expect(restored.found.map((f) => f.total)).toEqual([2, 1, 1, 1]);
  });
});
