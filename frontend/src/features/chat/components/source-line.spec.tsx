import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KnowledgeDocument, Message } from '@kb/contracts';
import { i18n } from '../../../shared/i18n/i18n';
import { mockApi, renderApp } from '../../../test/render';
import { emitServerEvent } from '../../../test/server-events';
import { SourceLine } from './source-line';

const message: Message = {
  id: 'm2',
  conversationId: 'c1',
  role: 'assistant',
  content: 'Roaming is on by default.',
  createdAt: '2026-01-01T10:00:00Z',
  sourceDocs: [{ id: 'd1', title: 'Roaming Policy', category: 'policies' }],
};
const document = (changes: Partial<KnowledgeDocument> = {}): KnowledgeDocument => ({
  id: 'd1',
  title: 'Roaming Policy',
  content: '…',
  category: 'hr_policies',
  categoryLabel: { en: 'Policies', ar: 'السياسات' },
  status: 'active',
  createdBy: null,
  updatedBy: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  version: 1,
  ...changes,
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

function renderLine(reply: { body: unknown; status?: number }) {
  mockApi({ 'GET /api/auth/session': { body: { isAuthenticated: false } }, 'GET /api/documents/d1': reply });
  return renderApp(<SourceLine message={message} titles="Roaming Policy" />);
}

describe('Source line', () => {
  it('opens a source beside the chat (issue 48), never leaving it, and follows a rename pushed by document:changed', async () => {
    const { store } = renderLine({ body: document() });
    const open = await screen.findByRole('button', { name: 'Roaming Policy' });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    fireEvent.click(open);
    expect(store.getState().chatUi.openSource).toEqual({ messageId: 'm2', sourceId: 'd1' });
    const renamed = document({ title: 'Roaming and Travel Policy', version: 2 });
    await waitFor(() => emitServerEvent('document:changed', { id: 'd1', change: 'updated', document: renamed }));
    expect(await screen.findByRole('button', { name: 'Roaming and Travel Policy' })).toBeInTheDocument();
  });

  it('strikes an archived source through, labelled, still opening what the answer quoted (Arabic too)', async () => {
    await i18n.changeLanguage('ar');
    renderLine({ body: document() });
    await screen.findByRole('button', { name: 'Roaming Policy' });
    await waitFor(() =>
      emitServerEvent('document:changed', { id: 'd1', change: 'updated', document: document({ status: 'archived', version: 2 }) }),
    );
    await waitFor(() => expect(screen.getByText('Roaming Policy').tagName).toBe('DEL'));
    expect(screen.getByText('مؤرشف')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Roaming Policy/ })).toHaveAttribute('data-source-gone', 'archived');
  });

  it('shows a source the reader can no longer open (404) as no longer available', async () => {
    renderLine({ body: { statusCode: 404, message: 'Not found' }, status: 404 });
    expect(await screen.findByText('no longer available')).toBeInTheDocument();
    expect(screen.getByText('Roaming Policy').tagName).toBe('DEL');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('Source line for someone who sees active documents only', () => {
  it('strikes a source through once the push says it is gone and the refetch is a 404', async () => {
    let archived = false;
    mockApi({
      'GET /api/auth/session': { body: { isAuthenticated: false } },
      'GET /api/documents/d1': async () =>
        archived
          ? new Response(JSON.stringify({ statusCode: 404, message: 'Not found' }), { status: 404 })
          : new Response(JSON.stringify(document()), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    });
    renderApp(<SourceLine message={message} titles="Roaming Policy" />);
    await screen.findByRole('button', { name: 'Roaming Policy' });
    archived = true;
    await waitFor(() => emitServerEvent('document:changed', { id: 'd1', change: 'deleted', document: null }));
    expect(await screen.findByText('no longer available')).toBeInTheDocument();
    expect(screen.getByText('Roaming Policy').tagName).toBe('DEL');
    // Made active again: the push brings it back.
    archived = false;
    emitServerEvent('document:changed', { id: 'd1', change: 'created', document: document({ version: 3 }) });
    await waitFor(() => expect(screen.getByText('Roaming Policy').tagName).toBe('SPAN'));
  });
});
