import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNCERTAIN_REPLY_PREFIX, type Message } from '@kb/contracts';
import { i18n } from '../../../shared/i18n/i18n';
import { mockApi, renderApp } from '../../../test/render';
import { MessageItem } from './message-item';

const doc = { id: 'd1', title: 'Office Guide', category: 'it_guidelines' };
const reply = (content: string, mode: Message['mode']): Message => ({
  id: 'm2',
  conversationId: 'c1',
  role: 'assistant',
  content,
  createdAt: '2026-01-01T10:00:00Z',
  sourceDocs: [doc],
  mode,
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

function renderReply(message: Message) {
  mockApi({ 'GET /api/auth/session': { body: { isAuthenticated: false } } });
  renderApp(
    <ol>
      <MessageItem message={message} user={null} />
    </ol>,
  );
}

describe('a low-confidence reply in the chat', () => {
  it('is marked, its opening sentence set apart from the passage, its source still named (English)', () => {
    renderReply(reply(`${UNCERTAIN_REPLY_PREFIX.en}\nGuests use the lobby network.\n\nSource: Office Guide`, 'uncertain'));
    const note = screen.getByRole('note', { name: 'Low confidence — check the source' });
    const prefix = within(note).getByText(UNCERTAIN_REPLY_PREFIX.en);
    expect(prefix).toHaveAttribute('lang', 'en');
    // The passage is a paragraph of its own, outside the note.
    const passage = screen.getByText('Guests use the lobby network.');
    expect(note).not.toContainElement(passage);
    expect(screen.getByTestId('message-source')).toHaveTextContent('Source: Office Guide');
    expect(note.closest('[data-confidence="low"]')).not.toBeNull();
  });

  it('is marked in Arabic, the Arabic sentence right to left', async () => {
    await i18n.changeLanguage('ar');
    renderReply(reply(`${UNCERTAIN_REPLY_PREFIX.ar}\nيستخدم الضيوف شبكة الاستقبال.\n\nالمصدر: دليل المكتب`, 'uncertain'));
    const note = screen.getByRole('note', { name: 'ثقة منخفضة — تحقّق من المصدر' });
    expect(note).toHaveAttribute('dir', 'rtl');
    const prefix = within(note).getByText(UNCERTAIN_REPLY_PREFIX.ar);
    expect(prefix).toHaveAttribute('lang', 'ar');
    expect(prefix).toHaveAttribute('dir', 'rtl');
    expect(note).not.toContainElement(screen.getByText('يستخدم الضيوف شبكة الاستقبال.'));
    expect(screen.getByTestId('message-source')).toHaveTextContent('المصدر: Office Guide');
  });

  it('is not marked when the reply quotes its answer', () => {
    renderReply(reply('Annual leave is 30 working days.\n\nSource: Office Guide', 'extractive'));
    expect(screen.getByText('Annual leave is 30 working days.')).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(document.querySelector('[data-confidence]')).toBeNull();
  });
});
