import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Conversation, Message } from '@kb/contracts';
import { jsonResponse, mockApi, renderApp } from '../../../test/render';
import { ChatPage } from './chat-page';

const user = { id: 'u1', name: 'Sam', role: 'agent' as const, avatarUrl: null };
const conversation: Conversation = { id: 'c1', title: 'Leave', createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' };
const message = (id: string, role: Message['role'], content: string): Message => ({
  id,
  conversationId: 'c1',
  role,
  content,
  createdAt: '2026-01-01T10:00:00Z',
  sourceDocs: [],
});

afterEach(() => vi.unstubAllGlobals());

describe('ChatPage', () => {
  it('makes the first conversation active and shows the welcome card while it has no messages', async () => {
    mockApi({
      'GET /api/conversations': { body: [conversation] },
      'GET /api/conversations/c1': { body: conversation },
      'GET /api/conversations/c1/messages': { body: [] },
    });
    renderApp(<ChatPage user={user} />);
    expect(await screen.findByTestId('welcome-card')).toBeInTheDocument();
  });

  it('prefills the input from a suggestion', async () => {
    mockApi({ 'GET /api/conversations': { body: [] } });
    renderApp(<ChatPage user={user} />);
    await userEvent.click(await screen.findByRole('button', { name: 'What is the remote work policy?' }));
    expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveValue('What is the remote work policy?');
  });

  it('restores the typed text and shows an error when sending fails', async () => {
    mockApi({
      'GET /api/conversations': { body: [conversation] },
      'GET /api/conversations/c1': { body: conversation },
      'GET /api/conversations/c1/messages': { body: [] },
      'POST /api/messages': { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'boom' } },
    });
    renderApp(<ChatPage user={user} />);
    const input = await screen.findByRole('textbox', { name: 'Your question' });
    await screen.findByTestId('welcome-card');
    await userEvent.type(input, 'Where is my payslip?{Enter}');
    expect(await screen.findByText('Failed to send message')).toBeInTheDocument();
    expect(input).toHaveValue('Where is my payslip?');
  });

  it('shows the reply as text with its source, and warns when the answer carries an error', async () => {
    const reply = { ...message('m2', 'assistant', 'Use the portal.\n- Step <b>one</b>\nSource: Payroll Guide'), error: 'model_failed' };
    mockApi({
      'GET /api/conversations': { body: [conversation] },
      'GET /api/conversations/c1': { body: conversation },
      'GET /api/conversations/c1/messages': { body: [] },
      'POST /api/messages': async () =>
        jsonResponse({
          userMessage: message('m1', 'user', 'Payslip?'),
          assistantMessage: reply,
          conversationId: 'c1',
          error: 'model_failed',
        }),
    });
    renderApp(<ChatPage user={user} />);
    await screen.findByTestId('welcome-card');
    await userEvent.type(screen.getByRole('textbox', { name: 'Your question' }), 'Payslip?{Enter}');
    expect(await screen.findByText('The AI encountered an issue processing your request')).toBeInTheDocument();
    expect(screen.getByText('Step <b>one</b>').tagName).toBe('LI');
    expect(screen.getByTestId('message-source')).toHaveTextContent('Source: Payroll Guide');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveValue(''));
  });
});
