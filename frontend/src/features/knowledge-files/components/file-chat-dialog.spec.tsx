import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNCERTAIN_REPLY_PREFIX, type ChatWithKnowledgeFileResponse, type KnowledgeFile } from '@kb/contracts';
import { i18n } from '../../../shared/i18n/i18n';
import { mockApi, renderApp } from '../../../test/render';
import { FileChatDialog } from './file-chat-dialog';

const file: KnowledgeFile = {
  id: 'f1',
  originalFilename: 'office-guide.txt',
  size: 1536,
  createdAt: '2026-03-01T10:00:00.000Z',
  description: '',
  isKnowledgeSource: true,
  status: 'ready',
  mediaType: 'text/plain',
  note: null,
  extraction: { method: 'text', languages: ['en'], pages: null, characters: 900 },
  sharedWithEveryone: false,
  preview: null,
  chatAttachment: false,
};
const answer = (reply: string, mode: ChatWithKnowledgeFileResponse['mode']): ChatWithKnowledgeFileResponse => ({
  reply,
  language: 'en',
  sources: [{ id: 'f1', title: 'office-guide.txt', category: 'file', kind: 'file' }],
  error: null,
  status: 'ready',
  mode,
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

async function ask(reply: ChatWithKnowledgeFileResponse) {
  mockApi({ 'GET /api/auth/session': { body: { isAuthenticated: false } }, 'POST /api/chat-with-knowledge-file/f1': { body: reply } });
  renderApp(<FileChatDialog file={file} onClose={() => {}} />);
  fireEvent.change(screen.getByRole('textbox'), { target: { value: 'What is the guest Wi-Fi password?' } });
  fireEvent.keyDown(screen.getByRole('textbox'), { key: 'Enter' });
  return screen.findByText(/Source: office-guide\.txt/);
}

describe('a low-confidence reply in the per-file chat', () => {
  it('is marked when the answer says uncertain', async () => {
    await ask(answer(`${UNCERTAIN_REPLY_PREFIX.en}\nGuests use the lobby network.\n\nSource: office-guide.txt`, 'uncertain'));
    const note = screen.getByRole('note', { name: 'Low confidence — check the source' });
    expect(within(note).getByText(UNCERTAIN_REPLY_PREFIX.en)).toBeInTheDocument();
    expect(note.closest('li')).toHaveAttribute('data-confidence', 'low');
  });

  it('is marked by its mode alone, when the reply does not open with the sentence', async () => {
    await ask(answer('The closest the file comes: guests use the lobby network.\n\nSource: office-guide.txt', 'uncertain'));
    expect(screen.getByRole('note', { name: 'Low confidence — check the source' })).toBeInTheDocument();
  });

  it('is not marked for a quoted answer', async () => {
    await ask(answer('Guests use the lobby network.\n\nSource: office-guide.txt', 'extractive'));
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
