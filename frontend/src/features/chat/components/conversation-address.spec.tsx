import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Conversation } from '@kb/contracts';
import { i18n } from '../../../shared/i18n/i18n';
import { mockApi, renderApp } from '../../../test/render';
import { ChatPage } from './chat-page';
import { ConversationList } from './conversation-list';

const user = { id: 'u1', name: 'Sam', role: 'agent' as const, avatarUrl: null };
const conversation = (id: string, title: string): Conversation => ({
  id,
  title,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});
const notFound = { status: 404, body: { statusCode: 404, message: 'This conversation is not available' } };

function chat() {
  const page = (
    <>
      <ConversationList onOpen={() => {}} />
      <ChatPage user={user} />
    </>
  );
  return [
    { path: '/', element: page },
    { path: '/c/:conversationId', element: page },
  ];
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('conversations have addresses (issue 48)', () => {
  function serve() {
    mockApi({
      'GET /api/conversations': { body: [conversation('c1', 'Leave'), conversation('c2', 'Roaming')] },
      'GET /api/conversations/c1': { body: conversation('c1', 'Leave') },
      'GET /api/conversations/c2': { body: conversation('c2', 'Roaming') },
      'GET /api/conversations/c3': { body: conversation('c3', 'Older, not on the first page') },
      'GET /api/conversations/c1/messages': { body: [] },
      'GET /api/conversations/c2/messages': { body: [] },
      'GET /api/conversations/c3/messages': { body: [] },
      'GET /api/conversations/other': notFound,
      'GET /api/conversations/other/messages': notFound,
    });
  }

  it('/ opens the latest conversation under its own address, in place', async () => {
    serve();
    const { router } = renderApp(chat(), { path: '/' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/c/c1'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('follows the user picking a conversation with a new history entry, and Back returns to the previous one', async () => {
    serve();
    const { router } = renderApp(chat(), { path: '/c/c1' });
    await screen.findByTestId('welcome-card');
    await userEvent.click(screen.getByRole('button', { name: /^Roaming/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/c/c2'));
    expect(router.state.historyAction).toBe('PUSH');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByRole('button', { name: /^Leave/ })).toHaveAttribute('aria-current', 'true'));
    expect(router.state.location.pathname).toBe('/c/c1');
  });

  it('opens a conversation the loaded list does not hold, when the address names it', async () => {
    serve();
    const { router } = renderApp(chat(), { path: '/c/c3' });
    await screen.findByTestId('welcome-card');
    await new Promise((r) => setTimeout(r, 50));
    expect(router.state.location.pathname).toBe('/c/c3');
    expect(screen.queryByTestId('conversation-unavailable')).not.toBeInTheDocument();
  });

  it('says a conversation the server refuses is not available (Arabic), without a composer, and goes back to the user’s own', async () => {
    await i18n.changeLanguage('ar');
    serve();
    const { router } = renderApp(chat(), { path: '/c/other' });
    expect(await screen.findByRole('heading', { name: 'هذه المحادثة غير متاحة' })).toHaveFocus();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'الذهاب إلى محادثاتي' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/c/c1'));
    await screen.findByTestId('welcome-card');
  });
});
