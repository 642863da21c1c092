import { describe, expect, it } from 'vitest';
import type { Message } from '@kb/contracts';
import { appendDelta, mergeLoadedThread, threadFromMessages, upsertMessage } from './thread';

const message = (id: string, role: Message['role'], content: string): Message => ({
  id,
  conversationId: 'c1',
  role,
  content,
  createdAt: '2026-01-01T10:00:00.000Z',
  sourceDocs: [],
});

describe('thread reducers', () => {
  it('adds a message once even when the POST answer and the socket both deliver it', () => {
    const thread = threadFromMessages([]);
    const question = message('m1', 'user', 'Hi');
    upsertMessage(thread, question);
    upsertMessage(thread, { ...question });
    expect(thread.messages).toHaveLength(1);
  });

  it("keeps a rating made before the reply's own push arrived", () => {
    // Given a reply the user rated helpful (the optimistic update),
    const thread = threadFromMessages([{ ...message('m2', 'assistant', 'Hello.'), helpful: true }]);
    // when its messages:created push, queued behind others, arrives after the click,
    upsertMessage(thread, { ...message('m2', 'assistant', 'Hello.'), helpful: null });
    // then the button stays pressed; a message that says otherwise still wins.
    expect(thread.messages[0].helpful).toBe(true);
    upsertMessage(thread, { ...message('m2', 'assistant', 'Hello.'), helpful: false });
    expect(thread.messages[0].helpful).toBe(false);
  });

  it('builds a streamed reply from deltas, then lets the final message replace it', () => {
    const thread = threadFromMessages([message('m1', 'user', 'Hi')]);
    thread.typing = true;
    appendDelta(thread, { conversationId: 'c1', messageId: 'm2', delta: 'Hel', offset: 0 }, 'now');
    appendDelta(thread, { conversationId: 'c1', messageId: 'm2', delta: 'lo', offset: 3 }, 'now');
    expect(thread.messages[1]).toMatchObject({ id: 'm2', role: 'assistant', content: 'Hello' });
    expect(thread.streamingIds).toEqual(['m2']);

    upsertMessage(thread, {
      ...message('m2', 'assistant', 'Hello.\nSource: Leave Policy'),
      sourceDocs: [{ id: 'd1', title: 'Leave Policy', category: 'hr_policies' }],
    });
    expect(thread.messages).toHaveLength(2);
    expect(thread.messages[1].content).toBe('Hello.\nSource: Leave Policy');
    expect(thread.streamingIds).toEqual([]);
    expect(thread.typing).toBe(false);
  });

  it('shows the assistant typing, not the tail of a reply it joined mid-way, and applies no delta twice', () => {
    // Given a tab that loaded the conversation while its reply was being written,
    const thread = threadFromMessages([message('m1', 'user', 'Hi')]);
    // when the first delta it receives starts 13 characters in,
    appendDelta(thread, { conversationId: 'c1', messageId: 'm2', delta: 'on every day', offset: 13 }, 'now');
    // then it shows no partial reply, only that the assistant is typing.
    expect(thread.messages).toHaveLength(1);
    expect(thread.typing).toBe(true);

    const other = threadFromMessages([message('m1', 'user', 'Hi')]);
    appendDelta(other, { conversationId: 'c1', messageId: 'm2', delta: 'Roaming ', offset: 0 }, 'now');
    appendDelta(other, { conversationId: 'c1', messageId: 'm2', delta: 'Roaming ', offset: 0 }, 'now');
    appendDelta(other, { conversationId: 'c1', messageId: 'm2', delta: 'is on.', offset: 8 }, 'now');
    expect(other.messages[1].content).toBe('Roaming is on.');
  });

  it('ignores a late delta for a message that is already final', () => {
    const thread = threadFromMessages([message('m2', 'assistant', 'Done')]);
    appendDelta(thread, { conversationId: 'c1', messageId: 'm2', delta: ' again', offset: 4 }, 'now');
    expect(thread.messages[0].content).toBe('Done');
  });
});

describe('a loaded thread taking the cached one’s place', () => {
  const at = (m: Message, createdAt: string): Message => ({ ...m, createdAt });

  it('keeps a reply that reached the cache while the load was on its way', () => {
    const question = at(message('q', 'user', 'How many days?'), '2026-01-01T10:00:00.000Z');
    const reply = at(message('r', 'assistant', '30 days.'), '2026-01-01T10:00:01.000Z');
    const cached = threadFromMessages([question, reply]);
    const merged = mergeLoadedThread(cached, threadFromMessages([question]));
    expect(merged.messages.map((m) => m.id)).toEqual(['q', 'r']);
  });

  it('takes the server’s copy of a message both hold, and its order', () => {
    const older = at(message('a', 'user', 'First'), '2026-01-01T09:00:00.000Z');
    const reply = at(message('b', 'assistant', 'Old text'), '2026-01-01T09:00:01.000Z');
    const merged = mergeLoadedThread(threadFromMessages([reply]), threadFromMessages([older, { ...reply, helpful: true }]));
    expect(merged.messages.map((m) => [m.id, m.helpful ?? null])).toEqual([
      ['a', null],
      ['b', true],
    ]);
  });

  it('keeps a reply still streaming, and the typing state until a reply is loaded', () => {
    const question = at(message('q', 'user', 'Hi'), '2026-01-01T10:00:00.000Z');
    const cached = threadFromMessages([question]);
    cached.typing = true;
    appendDelta(cached, { conversationId: 'c1', messageId: 's', delta: 'Hel', offset: 0 }, '2026-01-01T10:00:02.000Z');
    const merged = mergeLoadedThread(cached, threadFromMessages([question]));
    expect(merged.streamingIds).toEqual(['s']);
    expect(merged.typing).toBe(true);
    const answered = mergeLoadedThread(
      cached,
      threadFromMessages([question, at(message('s', 'assistant', 'Hello'), '2026-01-01T10:00:03.000Z')]),
    );
    expect(answered).toMatchObject({ typing: false, streamingIds: [] });
    expect(answered.messages.map((m) => m.content)).toEqual(['Hi', 'Hello']);
  });
});
