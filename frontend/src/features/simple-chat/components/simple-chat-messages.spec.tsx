import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UNCERTAIN_REPLY_PREFIX } from '@kb/contracts';
import { i18n } from '../../../shared/i18n/i18n';
import { renderApp } from '../../../test/render';
import { SimpleChatMessages, type SimpleChatMessage } from './simple-chat-messages';

const assistant = (content: string, extra: Partial<SimpleChatMessage> = {}): SimpleChatMessage => ({
  id: 'a1',
  role: 'assistant',
  content,
  timestamp: 0,
  ...extra,
});

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('a low-confidence reply in the simple chat', () => {
  it('is marked in English, the passage and its source shown after the note', () => {
    renderApp(
      <SimpleChatMessages
        pending={false}
        messages={[assistant(`${UNCERTAIN_REPLY_PREFIX.en}\nGuests use the lobby network.\n\nSource: Office Guide`, { mode: 'uncertain' })]}
      />,
    );
    const note = screen.getByRole('note', { name: 'Low confidence — check the source' });
    expect(within(note).getByText(UNCERTAIN_REPLY_PREFIX.en)).toBeInTheDocument();
    const bubble = note.closest('li');
    expect(bubble).toHaveAttribute('data-confidence', 'low');
    expect(bubble).toHaveTextContent(/Guests use the lobby network\.\s+Source: Office Guide$/);
  });

  it('is marked in Arabic from its opening sentence when the mode was not passed on', async () => {
    await i18n.changeLanguage('ar');
    renderApp(
      <SimpleChatMessages
        pending={false}
        messages={[assistant(`${UNCERTAIN_REPLY_PREFIX.ar}\nيستخدم الضيوف شبكة الاستقبال.\n\nالمصدر: دليل المكتب`)]}
      />,
    );
    const note = screen.getByRole('note', { name: 'ثقة منخفضة — تحقّق من المصدر' });
    expect(within(note).getByText(UNCERTAIN_REPLY_PREFIX.ar)).toHaveAttribute('dir', 'rtl');
  });

  it('is not marked for a quoted answer or a refusal', () => {
    renderApp(
      <SimpleChatMessages
        pending={false}
        messages={[
          assistant('Annual leave is 30 working days.\n\nSource: Leave Policy', { mode: 'extractive' }),
          assistant('Too many requests', { id: 'a2', failed: true }),
        ]}
      />,
    );
    expect(screen.getByText(/Annual leave is 30 working days\./)).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
