import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { contextSelected } from '../quick-actions-slice';
import { renderApp } from '../../../test/render';
import { QuickActions } from './quick-actions';

describe('Quick Actions drawer', () => {
  it('opens from the floating button with the empty state, and Escape closes it', async () => {
    renderApp(<QuickActions />);
    await userEvent.click(screen.getByRole('button', { name: 'Quick actions' }));
    const drawer = await screen.findByRole('dialog', { name: 'Quick Actions' });
    expect(drawer).toHaveTextContent('No Active Selection');
    expect(drawer).toHaveTextContent('Select an item to see available actions');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the selected item, and forgets it shortly after closing', async () => {
    const { store } = renderApp(<QuickActions />);
    act(() => {
      store.dispatch(contextSelected({ type: 'conversation', id: 'c1', title: 'Annual leave' }));
    });
    await userEvent.click(screen.getByRole('button', { name: 'Quick actions' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Annual leave');
    await userEvent.keyboard('{Escape}');
    // Kept during the close, cleared 300 ms later.
    expect(store.getState().quickActions.context).not.toBeNull();
    await waitFor(() => expect(store.getState().quickActions.context).toBeNull());
  });

  it('keeps an item selected right after the drawer appears (no clear before any close)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { store } = renderApp(<QuickActions />);
      act(() => {
        store.dispatch(contextSelected({ type: 'conversation', id: 'c1', title: 'Annual leave' }));
      });
      act(() => vi.advanceTimersByTime(1000));
      expect(store.getState().quickActions.context).not.toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
