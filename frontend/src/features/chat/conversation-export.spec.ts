import { describe, expect, it } from 'vitest';
import type { Conversation, Message } from '@kb/contracts';
import { conversationAsText, exportFileName } from './conversation-export';

const conversation: Conversation = { id: 'c', title: 'Annual leave', createdAt: '2026-05-01T09:00:00Z', updatedAt: '2026-05-01T09:01:00Z' };
const messages: Message[] = [
  { id: 'q', conversationId: 'c', role: 'user', content: 'How many days?', createdAt: '2026-05-01T09:00:00Z', sourceDocs: [] },
  {
    id: 'a',
    conversationId: 'c',
    role: 'assistant',
    content: 'You get 30 days.',
    createdAt: '2026-05-01T09:00:05Z',
    sourceDocs: [{ id: 'd', title: 'Annual Leave Policy', category: 'hr' }],
  },
  {
    id: 'b',
    conversationId: 'c',
    role: 'assistant',
    content: 'See below.\n\nSource: Annual Leave Policy',
    createdAt: '2026-05-01T09:00:09Z',
    sourceDocs: [{ id: 'd', title: 'Annual Leave Policy', category: 'hr' }],
  },
];
const labels = { you: 'You', assistant: 'Assistant', source: 'Source', exported: 'Exported', date: (iso: string) => iso.slice(0, 16) };

describe('conversationAsText', () => {
  it('writes the title, each message with its author and time, and the sources of an answer once', () => {
    expect(conversationAsText(conversation, messages, labels, '2026-05-02T10:00:00Z').split('\n')).toEqual([
      'Annual leave',
      'Exported: 2026-05-02T10:00',
      '',
      'You · 2026-05-01T09:00',
      'How many days?',
      '',
      'Assistant · 2026-05-01T09:00',
      'You get 30 days.',
      'Source: Annual Leave Policy',
      '',
      'Assistant · 2026-05-01T09:00',
      'See below.\n\nSource: Annual Leave Policy'.split('\n')[0],
      '',
      'Source: Annual Leave Policy',
      '',
    ]);
  });

  it('names the file after the title, without characters file systems refuse', () => {
    expect(exportFileName('Leave: 2026 / Q&A?')).toBe('Leave 2026 Q&A.txt');
    expect(exportFileName('الإجازة السنوية')).toBe('الإجازة السنوية.txt');
    expect(exportFileName('  ')).toBe('conversation.txt');
  });
});
