import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuickActions } from '../../features/quick-actions/components/quick-actions';
import { mockApi, renderApp } from '../../test/render';
import { Sidebar } from './sidebar';

const conversation = { id: 'c1', title: 'Annual leave', createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' };

afterEach(() => vi.unstubAllGlobals());

describe('Sidebar wiring', () => {
  it('shows the conversation picked in the sidebar in the Quick Actions drawer', async () => {
    mockApi({
      'GET /api/auth/session': { body: { isAuthenticated: false } },
      'GET /api/conversations': { body: [conversation] },
      'GET /api/conversations/c1/messages': { body: [] },
    });
    const onOpen = vi.fn();
    renderApp(
      <>
        <Sidebar onNavigate={() => {}} onOpenConversation={onOpen} />
        <QuickActions />
      </>,
    );
    await userEvent.click(await screen.findByRole('button', { name: /^Annual leave/ }));
    expect(onOpen).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Quick actions' }));
    expect(await screen.findByRole('dialog', { name: 'Quick Actions' })).toHaveTextContent('Annual leave');
  });
});
