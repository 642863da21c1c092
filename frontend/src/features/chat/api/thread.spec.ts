import { describe, expect, it } from 'vitest';
import type { Message } from '@kb/contracts';
import { appendDelta, threadFromMessages, upsertMessage } from './thread';

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
