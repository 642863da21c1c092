import { describe, expect, it } from 'vitest';
import type { Conversation, Message } from '@kb/contracts';
import { appendDelta, removeConversation, threadFromMessages, upsertConversation, upsertMessage } from './thread';

const message = (id: string, role: Message['role'], content: string): Message => ({
  id,
  conversationId: 'c1',
  role,
  content,
  createdAt: '2026-01-01T10:00:00.000Z',
  sourceDocs: [],
});

const conversation = (id: string, updatedAt: string): Conversation => ({
  id,
  title: id,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt,
});

describe('thread reducers', () => {
  it('adds a message once even when the POST answer and the socket both deliver it', () => {
    const thread = threadFromMessages([]);
    const question = message('m1', 'user', 'Hi');
    upsertMessage(thread, question);
    upsertMessage(thread, { ...question });
    expect(thread.messages).toHaveLength(1);
  });

  it('builds a streamed reply from deltas, then lets the final message replace it', () => {
    const thread = threadFromMessages([message('m1', 'user', 'Hi')]);
    thread.typing = true;
    appendDelta(thread, { conversationId: 'c1', messageId: 'm2', delta: 'Hel' }, 'now');
    appendDelta(thread, { conversationId: 'c1', messageId: 'm2', delta: 'lo' }, 'now');
    expect(thread.messages[1]).toMatchObject({ id: 'm2', role: 'assistant', content: 'Hello' });
    expect(thread.streamingIds).toEqual(['m2']);

    upsertMessage(thread, { ...message('m2', 'assistant', 'Hello.\nSource: Leave Policy'), sourceDocs: [{ id: 'd1', title: 'Leave Policy', category: 'hr_policies' }] });
    expect(thread.messages).toHaveLength(2);
    expect(thread.messages[1].content).toBe('Hello.\nSource: Leave Policy');
    expect(thread.streamingIds).toEqual([]);
    expect(thread.typing).toBe(false);
  });

  it('ignores a late delta for a message that is already final', () => {
    const thread = threadFromMessages([message('m2', 'assistant', 'Done')]);
    appendDelta(thread, { conversationId: 'c1', messageId: 'm2', delta: ' again' }, 'now');
    expect(thread.messages[0].content).toBe('Done');
  });
});

describe('conversation list reducers', () => {
  it('puts a new or updated conversation in newest-activity order without duplicates', () => {
    const list = [conversation('b', '2026-01-02T00:00:00Z'), conversation('a', '2026-01-01T00:00:00Z')];
    upsertConversation(list, conversation('c', '2026-01-03T00:00:00Z'));
    expect(list.map((c) => c.id)).toEqual(['c', 'b', 'a']);
    upsertConversation(list, { ...conversation('a', '2026-01-04T00:00:00Z'), title: 'renamed' });
    expect(list.map((c) => c.id)).toEqual(['a', 'c', 'b']);
    expect(list[0].title).toBe('renamed');
  });

  it('removes a conversation by id and ignores unknown ids', () => {
    const list = [conversation('a', '2026-01-01T00:00:00Z')];
    removeConversation(list, 'zzz');
    removeConversation(list, 'a');
    expect(list).toEqual([]);
  });
});
