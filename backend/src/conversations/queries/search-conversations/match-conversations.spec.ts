import { describe, expect, it } from 'vitest';
import type { Conversation } from '@kb/contracts';
import { matchConversations } from './match-conversations.js';

const at = '2026-01-01T00:00:00.000Z';
const conversation = (id: string, title: string): Conversation => ({ id, title, createdAt: at, updatedAt: at });
const slice = (text: string, [a, b]: [number, number]) => text.slice(a, b);

const leave = {
  conversation: conversation('c1', 'Annual leave'),
  messages: [
    { id: 'm1', content: 'How many days of annual leave do I get?' },
    { id: 'm2', content: 'Employees receive 30 calendar days of annual leave per year.' },
  ],
};
const arabic = {
  conversation: conversation('c2', 'سؤال عن الإجازة'),
  messages: [
    { id: 'm3', content: 'كم عدد أيام الإجازة السنوية؟' },
    { id: 'm4', content: 'يحصل الموظف على ٣٠ يوماً والإجازةُ تُحتسب بأيام العمل.' },
  ],
};
const wifi = { conversation: conversation('c3', 'Network'), messages: [{ id: 'm5', content: 'How do I reset my network password?' }] };

describe('matchConversations', () => {
  it('finds conversations by title or message words, every word required, and marks the matched words', () => {
    const hits = matchConversations('leave calendar', [leave, arabic, wifi], 10);
    expect(hits.map((h) => h.conversation.id)).toEqual(['c1']);
    expect(hits[0].titleRanges.map((r) => slice('Annual leave', r))).toEqual(['leave']);
    const snippet = hits[0].snippet!;
    expect(snippet.messageId).toBe('m1');
    expect(snippet.ranges.map((r) => slice(snippet.text, r))).toEqual(['leave']);
    expect(matchConversations('leave printer', [leave, arabic, wifi], 10)).toEqual([]);
  });

  it('matches word starts, case-insensitively', () => {
    expect(matchConversations('PASS', [leave, arabic, wifi], 10).map((h) => h.conversation.id)).toEqual(['c3']);
    expect(matchConversations('ass', [leave, arabic, wifi], 10)).toEqual([]);
  });

  it('matches Arabic forms as the documents search does: article, conjunction, hamza, taa marbuta and diacritics folded', () => {
    const hits = matchConversations('اجازة', [leave, arabic, wifi], 10);
    expect(hits.map((h) => h.conversation.id)).toEqual(['c2']);
    expect(hits[0].titleRanges.map((r) => slice(arabic.conversation.title, r))).toEqual(['الإجازة']);
    const snippet = hits[0].snippet!;
    expect(snippet.ranges.map((r) => slice(snippet.text, r))).toEqual(['الإجازة']);
    // "والإجازةُ" (with the conjunction and a damma) is the same word.
    const second = matchConversations('الإجازة العمل', [{ ...arabic, messages: [arabic.messages[1]] }], 10)[0].snippet!;
    expect(second.messageId).toBe('m4');
    expect(second.ranges.map((r) => slice(second.text, r))).toEqual(['والإجازةُ', 'العمل']);
  });

  it('matches nothing for an empty query and stops at the limit', () => {
    expect(matchConversations('  ', [leave], 10)).toEqual([]);
    expect(matchConversations('how', [leave, wifi], 1)).toHaveLength(1);
  });
});
