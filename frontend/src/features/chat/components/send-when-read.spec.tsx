import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KnowledgeFile, Message } from '@kb/contracts';
import { jsonResponse, mockApi, renderApp } from '../../../test/render';
import { emitServerEvent } from '../../../test/server-events';
import { ChatPage } from './chat-page';

// The upload itself (XMLHttpRequest with progress) answers at once with the file being read.
const attached: KnowledgeFile = {
  id: 'f1',
  originalFilename: 'notice.png',
  size: 2048,
  createdAt: '2026-01-01T10:00:00Z',
  description: '',
  isKnowledgeSource: false,
  status: 'processing',
  mediaType: 'image/png',
  note: null,
  extraction: null,
  sharedWithEveryone: false,
  preview: null,
  chatAttachment: true,
};
// Stubbed as the browser's XMLHttpRequest, not with vi.mock: the unit files share one module graph
// (vite.config.ts, isolate: false), so a module mock missed the chat page another file loaded first.
class InstantUpload extends EventTarget {
  upload = new EventTarget();
  status = 0;
  responseText = '';
  withCredentials = false;
  open() {}
  setRequestHeader() {}
  abort() {}
  send() {
    this.status = 201;
    this.responseText = JSON.stringify(attached);
    queueMicrotask(() => this.dispatchEvent(new Event('load')));
  }
}

const user = { id: 'u1', name: 'Sam', role: 'agent' as const, avatarUrl: null };
const reply = (id: string, role: Message['role'], content: string): Message => ({
  id,
  conversationId: 'c9',
  role,
  content,
  createdAt: '2026-01-01T10:00:00Z',
  sourceDocs: [],
});

afterEach(() => vi.unstubAllGlobals());

async function attachAndAsk(question: string) {
  vi.stubGlobal('XMLHttpRequest', InstantUpload);
  renderApp(<ChatPage user={user} />);
  await screen.findByTestId('welcome-card');
  await userEvent.upload(screen.getByTestId('attach-input'), new File(['png'], 'notice.png', { type: 'image/png' }));
  await screen.findByText('Reading notice.png…');
  await userEvent.type(screen.getByRole('textbox', { name: 'Your question' }), `${question}{Enter}`);
  expect(await screen.findByText('Reading notice.png… your question is sent as soon as it is read')).toBeInTheDocument();
}

describe('a question sent while its attachment is being read', () => {
  it('goes once the file is read, with the file, and only then', async () => {
    const sent = vi.fn(async (request: Request) => {
      const body = (await request.json()) as { id: string; attachmentFileId?: string };
      expect(body.attachmentFileId).toBe('f1');
      return jsonResponse({
        userMessage: { ...reply(body.id, 'user', 'How often?') },
        assistantMessage: reply('a1', 'assistant', 'Every 20 minutes.'),
        conversationId: 'c9',
        error: null,
      });
    });
    mockApi({ 'GET /api/conversations': { body: [] }, 'POST /api/messages': sent });
    await attachAndAsk('How often?');
    expect(sent).not.toHaveBeenCalled();
    emitServerEvent('file:changed', { id: 'f1', change: 'updated', file: { ...attached, status: 'ready' } });
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
  });

  it('is not sent when the file cannot be read, and says why; the question stays in the box', async () => {
    const sent = vi.fn(async () => jsonResponse({}));
    mockApi({ 'GET /api/conversations': { body: [] }, 'POST /api/messages': sent });
    await attachAndAsk('How often?');
    const note = { en: 'The image is too large to read.', ar: 'الصورة أكبر من أن تُقرأ.' };
    emitServerEvent('file:changed', { id: 'f1', change: 'updated', file: { ...attached, status: 'failed', note } });
    expect(
      await screen.findByText('Your question was not sent: notice.png could not be read. The image is too large to read.'),
    ).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Your question' })).toHaveValue('How often?');
  });
});
