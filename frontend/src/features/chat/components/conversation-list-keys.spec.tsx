import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Conversation } from '@kb/contracts';
import { i18n } from '../../../shared/i18n/i18n';
import { mockApi, renderApp } from '../../../test/render';
import { ConversationList } from './conversation-list';

const conversation = (n: number): Conversation => {
  const at = new Date(Date.UTC(2026, 0, 1) - n * 60_000).toISOString();
  return { id: `c${n}`, title: `Conversation ${n}`, createdAt: at, updatedAt: at };
};
const LIST = [1, 2, 3].map(conversation);
const row = (n: number) => screen.getByRole('button', { name: new RegExp(`^Conversation ${n}`) });
const actions = (n: number) => screen.getByRole('button', { name: new RegExp(`^(Actions for|إجراءات المحادثة) Conversation ${n}$`) });

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

async function renderList() {
  mockApi({ 'GET /api/auth/session': { body: { isAuthenticated: false } }, 'GET /api/conversations': { body: LIST } });
  const view = renderApp(
    <>
      <ConversationList onOpen={() => {}} />
      <button type="button">after</button>
    </>,
  );
  await screen.findByRole('button', { name: /^Conversation 3/ });
  return view;
}

describe('conversation list keyboard (roving tabindex)', () => {
  it('is one tab stop: Tab from a conversation leaves the list', async () => {
    await renderList();
    screen.getByRole('button', { name: 'New conversation' }).focus();
    await userEvent.tab();
    expect(row(1)).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(row(1)).toHaveFocus();
  });

  it('moves with the arrows, reaches the actions, and keeps the stop where the user left it', async () => {
    await renderList();
    row(1).focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(row(3)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(row(3)).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(row(1)).toHaveFocus();
    await userEvent.keyboard('{End}{ArrowUp}{ArrowRight}');
    expect(actions(2)).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(row(2)).toHaveFocus();
    // Leaving and coming back lands on the row last used.
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    expect(row(2)).toHaveFocus();
  });

  it('opens the actions menu of a conversation from the keyboard', async () => {
    await renderList();
    row(2).focus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Rename' })).toBeInTheDocument();
  });

  it('mirrors the inline arrows in Arabic', async () => {
    await i18n.changeLanguage('ar');
    await renderList();
    row(1).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(actions(1)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(row(1)).toHaveFocus();
  });
});
