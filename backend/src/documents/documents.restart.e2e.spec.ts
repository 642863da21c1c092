import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../testing/test-app.js';
import { SEED_DOCUMENTS } from './seed/seed-documents.js';
import { signIn } from '../testing/http.js';

const dataDir = mkdtempSync(join(tmpdir(), 'kb-documents-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('documents across a restart', () => {
  it('keeps created, edited and deleted documents, and does not seed twice', async () => {
    const first = await startTestApp({ dataDir });
    const admin = await signIn(first.url, 'admin');
    const created = (
      await admin.call('POST', '/api/documents', {
        title: 'Night Shift Allowance',
        content: 'Paid at 15 KWD per night.',
        category: 'finance',
      })
    ).body;
    const edited = (await admin.call('PATCH', `/api/documents/${created.id}`, { status: 'draft', title: 'Night Shift Allowance 2025' }))
      .body;
    const removed = SEED_DOCUMENTS[1];
    expect((await admin.call('DELETE', `/api/documents/${removed.id}`)).status).toBe(204);
    const before = (await admin.call('GET', '/api/documents?status=all&limit=100')).body;
    expect(before.total).toBe(SEED_DOCUMENTS.length);
    await first.close();

    const second = await startTestApp({ dataDir });
    try {
      const again = await signIn(second.url, 'admin');
      const after = (await again.call('GET', '/api/documents?status=all&limit=100')).body;
      expect(after).toEqual(before);
      expect((await again.call('GET', `/api/documents/${created.id}`)).body).toEqual(edited);
      expect((await again.call('GET', `/api/documents/${removed.id}`)).status).toBe(404);
      const patched = await again.call(
        'PATCH',
        `/api/documents/${created.id}`,
        { content: 'Paid at 16 KWD per night.' },
        { 'if-match': String(edited.version) },
      );
      expect(patched.body).toMatchObject({ version: edited.version + 1, title: 'Night Shift Allowance 2025' });
    } finally {
      await second.close();
    }
  }, 180_000); // two process starts and a stop: slow only on a loaded machine
});
