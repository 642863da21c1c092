import { describe, expect, it } from 'vitest';
import type { KnowledgeFile } from '@kb/contracts';
import { applyFileChange } from './knowledge-file-list';

const file = (id: string, createdAt: string, over: Partial<KnowledgeFile> = {}): KnowledgeFile => ({
  id,
  originalFilename: `${id}.txt`,
  size: 10,
  createdAt,
  description: '',
  isKnowledgeSource: true,
  status: 'processing',
  mediaType: 'text/plain',
  note: null,
  extraction: null,
  sharedWithEveryone: false,
  preview: null,
  chatAttachment: false,
  ...over,
});

describe('applyFileChange: the list follows file:changed', () => {
  const older = file('a', '2026-01-01T10:00:00.000Z');
  const newer = file('b', '2026-01-02T10:00:00.000Z');

  it('puts a created file first (newest first) and does not duplicate it when the push repeats our own upload', () => {
    const list = [older];
    applyFileChange(list, { id: 'b', change: 'created', file: newer });
    applyFileChange(list, { id: 'b', change: 'created', file: newer });
    expect(list.map((f) => f.id)).toEqual(['b', 'a']);
  });

  it('replaces a file in place when it becomes ready or its switch changes', () => {
    const list = [newer, older];
    applyFileChange(list, { id: 'a', change: 'updated', file: { ...older, status: 'ready', isKnowledgeSource: false } });
    expect(list.map((f) => [f.id, f.status, f.isKnowledgeSource])).toEqual([
      ['b', 'processing', true],
      ['a', 'ready', false],
    ]);
  });

  it('leaves a chat attachment out, and lists it once it is saved as a knowledge file', () => {
    const list = [older];
    const attached = file('c', '2026-01-03T10:00:00.000Z', { chatAttachment: true });
    applyFileChange(list, { id: 'c', change: 'created', file: attached });
    applyFileChange(list, { id: 'c', change: 'updated', file: { ...attached, status: 'ready' } });
    expect(list.map((f) => f.id)).toEqual(['a']);
    applyFileChange(list, { id: 'c', change: 'updated', file: { ...attached, status: 'ready', chatAttachment: false } });
    applyFileChange(list, { id: 'c', change: 'updated', file: { ...attached, status: 'ready', chatAttachment: false } });
    expect(list.map((f) => f.id)).toEqual(['c', 'a']);
  });

  it('removes a deleted file, and ignores a deletion it does not hold', () => {
    const list = [newer, older];
    applyFileChange(list, { id: 'b', change: 'deleted', file: null });
    applyFileChange(list, { id: 'zzz', change: 'deleted', file: null });
    expect(list.map((f) => f.id)).toEqual(['a']);
  });
});
