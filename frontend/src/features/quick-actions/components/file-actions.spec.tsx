import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { KnowledgeFile } from '@kb/contracts';
import { contextSelected, quickActionsOpened } from '../quick-actions-slice';
import { jsonResponse, mockApi, renderApp } from '../../../test/render';
import { emitServerEvent } from '../../../test/server-events';
import { QuickActions } from './quick-actions';

const file: KnowledgeFile = {
  id: 'f1',
  originalFilename: 'دليل-الموظف.pdf',
  size: 2048,
  createdAt: '2026-03-01T10:00:00.000Z',
  description: '',
  isKnowledgeSource: true,
  status: 'ready',
  mediaType: 'application/pdf',
  note: null,
  extraction: null,
  sharedWithEveryone: false,
  preview: null,
  chatAttachment: false,
};

function openOn(selected: KnowledgeFile, path = '/knowledge-files') {
  const view = renderApp(<QuickActions />, { path });
  act(() => {
    view.store.dispatch(
      contextSelected({
        type: 'file',
        id: selected.id,
        originalFilename: selected.originalFilename,
        size: selected.size,
        createdAt: selected.createdAt,
      }),
    );
    view.store.dispatch(quickActionsOpened());
  });
  return view;
}

describe('Quick Actions file actions', () => {
  it('shows the file and its four actions; download opens the file in a new tab', async () => {
    mockApi({ 'GET /api/knowledge-files': { body: [file] } });
    openOn(file);
    const drawer = await screen.findByRole('dialog', { name: 'Quick Actions' });
    expect(drawer).toHaveTextContent('دليل-الموظف.pdf');
    expect(drawer).toHaveTextContent('2.00 KB');
    const actions = within(screen.getByRole('region', { name: 'File actions' }));
    expect(actions.getByRole('button', { name: 'Chat with file' })).toBeInTheDocument();
    expect(await actions.findByRole('button', { name: 'Remove from knowledge source' })).toBeEnabled();
    expect(actions.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    const download = actions.getByRole('link', { name: 'Download (opens in a new tab)' });
    expect(download).toHaveAttribute('href', '/api/knowledge-files/f1/download');
    expect(download).toHaveAttribute('target', '_blank');
  });

  it('the toggle flips the flag on the server, and its label follows, also when another tab flips it', async () => {
    const patches: unknown[] = [];
    mockApi({
      'GET /api/knowledge-files': { body: [file] },
      'PATCH /api/knowledge-files/f1': async (request) => {
        const body = (await request.json()) as { isKnowledgeSource: boolean };
        patches.push(body);
        return jsonResponse({ ...file, ...body });
      },
    });
    openOn(file);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove from knowledge source' }));
    expect(await screen.findByRole('button', { name: 'Add as knowledge source' })).toBeEnabled();
    expect(patches).toEqual([{ isKnowledgeSource: false }]);

    emitServerEvent('file:changed', { id: 'f1', change: 'updated', file: { ...file, isKnowledgeSource: true } });
    expect(await screen.findByRole('button', { name: 'Remove from knowledge source' })).toBeInTheDocument();
  });

  it('deletes only after the confirmation, then the drawer has no selection', async () => {
    let deleted = 0;
    mockApi({
      'GET /api/knowledge-files': { body: [file] },
      'DELETE /api/knowledge-files/f1': async () => {
        deleted += 1;
        return new Response(null, { status: 204 });
      },
    });
    const { store } = openOn(file);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this file?' });
    expect(confirm).toHaveTextContent('دليل-الموظف.pdf');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toBe(0);
    // Cancelling leaves the drawer open on the file.
    expect(screen.getByRole('dialog', { name: 'Quick Actions' })).toHaveTextContent('دليل-الموظف.pdf');

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No Active Selection')).toBeInTheDocument();
    expect(deleted).toBe(1);
    expect(store.getState().quickActions.context).toBeNull();
    expect(await screen.findByText('File deleted')).toBeInTheDocument();
  });

  it('forgets the file when it disappears from the list (deleted in another tab)', async () => {
    mockApi({ 'GET /api/knowledge-files': { body: [file] } });
    const { store } = openOn(file);
    await screen.findByRole('button', { name: 'Remove from knowledge source' });
    emitServerEvent('file:changed', { id: 'f1', change: 'deleted', file: null });
    expect(await screen.findByText('No Active Selection')).toBeInTheDocument();
    expect(store.getState().quickActions.context).toBeNull();
  });

  it('chat closes the drawer, asks the page for the dialog, and goes to the page from elsewhere', async () => {
    mockApi({ 'GET /api/knowledge-files': { body: [file] } });
    const { store, router } = openOn(file, '/saved');
    await userEvent.click(await screen.findByRole('button', { name: 'Chat with file' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.getState().quickActions.fileChatRequest).toBe('f1');
    expect(router.state.location.pathname).toBe('/knowledge-files');
  });
});
