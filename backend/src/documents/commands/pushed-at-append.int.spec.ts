import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentStreamId, type KnowledgeDocument } from '@kb/contracts';
import { CommandRunner } from '../../shared/event-sourcing/command-runner.js';
import { DomainError } from '../../shared/event-sourcing/decider.js';
import { documentsHarness, type DocumentsHarness } from '../testing/documents-harness.js';
import { DocumentCommandsPushedAtAppend } from './pushed-at-append.js';

let h: DocumentsHarness;
beforeAll(async () => {
  h = await documentsHarness();
});
afterAll(() => h?.close());

describe('a create that takes its id for new (no stream read before deciding)', () => {
  it('is still refused as existing when the stream is there after all, and the document stays as it was', async () => {
    const first = (await h.create.execute(h.doc('Leave policy', 'Twenty days a year.'), h.ctx())) as KnowledgeDocument;
    expect(first.title).toBe('Leave policy');
    const commands = new DocumentCommandsPushedAtAppend(new CommandRunner(h.store, h.runner), h.queries, h.pushes);
    const command = {
      type: 'CreateDocument',
      id: first.id,
      title: 'Other title',
      content: 'Other content.',
      category: 'hr_policies',
      status: 'active',
      createdBy: 'u-admin',
    } as const;
    const again = await commands.run(first.id, command, h.ctx(), undefined, { newId: true });
    expect(again).toBeInstanceOf(DomainError);
    expect((again as DomainError).code).toBe('document_exists');
    expect(await h.store.readStream(documentStreamId(first.id))).toHaveLength(1);
    expect((await h.queries.findById(first.id))?.title).toBe('Leave policy');
  });
});
