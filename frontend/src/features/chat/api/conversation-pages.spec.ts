import { describe, expect, it } from 'vitest';
import type { Conversation } from '@kb/contracts';
import { allConversations, removeConversation, upsertConversation, type ConversationPages } from './conversation-pages';

const conversation = (id: string, day: number): Conversation => ({
  id,
  title: id,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: `2026-01-${String(day).padStart(2, '0')}T00:00:00.000Z`,
});

/** Pages of [id, day] pairs; the last page's cursor says whether more remain. */
function pages(lists: Array<Array<[string, number]>>, more: boolean): ConversationPages {
  return {
    pages: lists.map((list, i) => ({
      conversations: list.map(([id, day]) => conversation(id, day)),
      nextCursor: i < lists.length - 1 || more ? `cursor-${i + 1}` : null,
    })),
    pageParams: lists.map((_, i) => (i === 0 ? null : `cursor-${i}`)),
  };
}

const ids = (data: ConversationPages) => data.pages.map((page) => page.conversations.map((c) => c.id));

describe('conversation pages', () => {
  it('puts a new conversation on top of the first page', () => {
    const data = pages(
      [
        [
          ['b', 5],
          ['a', 4],
        ],
        [['z', 2]],
      ],
      true,
    );
    upsertConversation(data, conversation('c', 9));
    expect(ids(data)).toEqual([['c', 'b', 'a'], ['z']]);
  });

  it('moves an updated conversation from a later page to its place, once', () => {
    const data = pages(
      [
        [
          ['b', 5],
          ['a', 4],
        ],
        [
          ['z', 2],
          ['y', 1],
        ],
      ],
      false,
    );
    upsertConversation(data, { ...conversation('y', 6), title: 'renamed' });
    expect(ids(data)).toEqual([['y', 'b', 'a'], ['z']]);
    expect(data.pages[0].conversations[0].title).toBe('renamed');
  });

  it('appends one older than everything loaded only when the whole list is loaded', () => {
    const whole = pages([[['b', 5]], [['a', 4]]], false);
    upsertConversation(whole, conversation('old', 1));
    expect(ids(whole)).toEqual([['b'], ['a', 'old']]);

    const partial = pages([[['b', 5]], [['a', 4]]], true);
    upsertConversation(partial, conversation('old', 1));
    // Its own page brings it when the user scrolls there.
    expect(ids(partial)).toEqual([['b'], ['a']]);
  });

  it('adds the first conversation to an empty list', () => {
    const data = pages([[]], false);
    upsertConversation(data, conversation('a', 1));
    expect(ids(data)).toEqual([['a']]);
  });

  it('removes a conversation from whichever page holds it and ignores unknown ids', () => {
    const data = pages([[['b', 5]], [['a', 4]]], false);
    removeConversation(data, 'zzz');
    removeConversation(data, 'a');
    expect(ids(data)).toEqual([['b'], []]);
  });

  it('lists each conversation once across pages', () => {
    // A conversation can move between two page loads and come back in the later page.
    const data = pages(
      [
        [
          ['b', 5],
          ['a', 4],
        ],
        [
          ['a', 4],
          ['z', 2],
        ],
      ],
      false,
    );
    expect(allConversations(data.pages).map((c) => c.id)).toEqual(['b', 'a', 'z']);
  });
});
