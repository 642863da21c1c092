import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Conversation, Message } from '@kb/contracts';
import { i18n } from '../../../shared/i18n/i18n';
import { mockApi, renderApp } from '../../../test/render';
import { ChatPage } from './chat-page';
import { ConversationDetails } from './conversation-details';
import { ConversationList } from './conversation-list';

// Text typed or written in the other script than the interface's must take its own direction,
// or "What is the roaming policy?" reads "?What is the roaming policy" in the Arabic interface.
const user = { id: 'u1', name: 'Sam', role: 'agent' as const, avatarUrl: null };
const conversation: Conversation = {
  id: 'c1',
  title: 'Roaming abroad',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};
const message = (id: string, role: Message['role'], content: string, sourceDocs: Message['sourceDocs'] = []): Message => ({
  id,
  conversationId: 'c1',
  role,
  content,
  createdAt: '2026-01-01T10:00:00Z',
  sourceDocs,
});
const doc = { id: 'd1', title: 'Roaming Policy', category: 'policies' };
const thread = [
  message('m1', 'user', 'What is the roaming policy?'),
  message('m2', 'assistant', 'Roaming is on by default.\n- Data is capped.\n1. Call support.\nSource: Roaming Policy', [doc]),
];

beforeEach(() => i18n.changeLanguage('ar'));
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('mixed-direction text in the Arabic interface', () => {
  it('gives every paragraph, list and list item of a message its own direction', async () => {
    mockApi({
      'GET /api/conversations': { body: [conversation] },
      'GET /api/conversations/c1': { body: conversation },
      'GET /api/conversations/c1/messages': { body: thread },
    });
    renderApp(<ChatPage user={user} />);
    const question = await screen.findByText('What is the roaming policy?');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(question.tagName).toBe('P');
    expect(question).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('Roaming is on by default.')).toHaveAttribute('dir', 'auto');
    for (const text of ['Data is capped.', 'Call support.']) {
      const item = screen.getByText(text);
      expect(item.tagName).toBe('LI');
      expect(item).toHaveAttribute('dir', 'auto');
      expect(item.parentElement).toHaveAttribute('dir', 'auto');
    }
  });

  it('gives source titles on the reply their own direction', async () => {
    mockApi({
      'GET /api/conversations': { body: [conversation] },
      'GET /api/conversations/c1': { body: conversation },
      'GET /api/conversations/c1/messages': { body: thread },
    });
    renderApp(<ChatPage user={user} />);
    const source = await screen.findByTestId('message-source');
    expect(source.querySelector('[dir="auto"]')).toHaveTextContent(/^Roaming Policy$/);
  });

  it('lets the typed question take its own direction, and the empty field follow the page', async () => {
    mockApi({ 'GET /api/conversations': { body: [] } });
    renderApp(<ChatPage user={user} />);
    const input = await screen.findByRole('textbox', { name: 'سؤالك' });
    expect(input).not.toHaveAttribute('dir');
    await userEvent.type(input, 'What is the roaming policy?');
    expect(input).toHaveAttribute('dir', 'auto');
  });

  it('gives conversation titles in the sidebar their own direction', async () => {
    mockApi({ 'GET /api/conversations': { body: [conversation] } });
    renderApp(<ConversationList onOpen={() => {}} />);
    expect(await screen.findByText('Roaming abroad')).toHaveAttribute('dir', 'auto');
  });

  it('gives document titles in the details panel their own direction', () => {
    renderApp(<ConversationDetails messages={thread} overlay={false} onClose={() => {}} />);
    expect(screen.getByText('Roaming Policy')).toHaveAttribute('dir', 'auto');
  });
});
