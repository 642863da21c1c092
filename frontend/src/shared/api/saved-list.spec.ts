import { describe, expect, it } from 'vitest';
import type { SavedItem } from '@kb/contracts';
import { applySavedChange } from './saved-list';

const item = (id: string, savedAt: string, content = 'x'): SavedItem => ({
  id,
  kind: 'answer',
  messageId: `m-${id}`,
  conversationId: 'c',
  conversationTitle: 'Leave',
  conversationAvailable: true,
  content,
  question: null,
  sourceDocs: [],
  messageAt: savedAt,
  savedAt,
});

describe('applySavedChange', () => {
  it('puts a new or restored item in its place, newest saved first', () => {
    const items = [item('b', '2026-05-03T00:00:00Z'), item('a', '2026-05-01T00:00:00Z')];
    applySavedChange(items, { id: 'c', change: 'created', item: item('c', '2026-05-02T00:00:00Z') });
    expect(items.map((i) => i.id)).toEqual(['b', 'c', 'a']);
  });

  it('replaces an updated item once and drops a removed one', () => {
    const items = [item('b', '2026-05-03T00:00:00Z'), item('a', '2026-05-01T00:00:00Z')];
    applySavedChange(items, { id: 'a', change: 'updated', item: item('a', '2026-05-01T00:00:00Z', 'renamed') });
    expect(items.map((i) => [i.id, i.content])).toEqual([
      ['b', 'x'],
      ['a', 'renamed'],
    ]);
    applySavedChange(items, { id: 'b', change: 'deleted', item: null });
    applySavedChange(items, { id: 'gone', change: 'deleted', item: null });
    expect(items.map((i) => i.id)).toEqual(['a']);
  });
});
