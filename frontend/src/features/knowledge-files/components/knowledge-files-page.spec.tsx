import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KnowledgeFile } from '@kb/contracts';
import { emitServerEvent } from '../../../test/server-events';
import { mockApi, renderApp } from '../../../test/render';
import { KnowledgeFilesPage } from './knowledge-files-page';

const processing: KnowledgeFile = {
  id: 'f1',
  originalFilename: 'دليل-الموظف.txt',
  size: 1536,
  createdAt: '2026-03-01T10:00:00.000Z',
  description: 'Staff handbook',
  isKnowledgeSource: true,
  status: 'processing',
  mediaType: 'text/plain',
  note: null,
  extraction: null,
  sharedWithEveryone: false,
};

// jsdom has no ResizeObserver; radix's Switch measures itself with one.
beforeEach(() =>
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  ),
);
afterEach(() => vi.unstubAllGlobals());

describe('knowledge files page', () => {
  it('lists a file with its size, description and processing badge, then follows file:changed to ready, to failed with the note, and to deleted', async () => {
    mockApi({ 'GET /api/knowledge-files': { body: [processing] } });
    const onSelectFile = vi.fn();
    renderApp(<KnowledgeFilesPage onSelectFile={onSelectFile} />);
    const card = () => screen.getByText('دليل-الموظف.txt').closest('article') as HTMLElement;
    await screen.findByText('دليل-الموظف.txt');
    expect(within(card()).getByText('1.50 KB')).toBeInTheDocument();
    expect(within(card()).getByText('Staff handbook')).toBeInTheDocument();
    expect(within(card()).getByText('Processing')).toBeInTheDocument();
    expect(within(card()).getByRole('switch', { name: 'Knowledge source: دليل-الموظف.txt' })).toBeChecked();

    emitServerEvent('file:changed', { id: 'f1', change: 'updated', file: { ...processing, status: 'ready' } });
    await waitFor(() => expect(within(card()).queryByText('Processing')).not.toBeInTheDocument());

    const note = { en: 'The file has no readable text.', ar: 'لا يحتوي الملف على نص مقروء.' };
    emitServerEvent('file:changed', { id: 'f1', change: 'updated', file: { ...processing, status: 'failed', note } });
    expect(await within(card()).findByText('Failed')).toBeInTheDocument();
    expect(within(card()).getByText(note.en)).toBeInTheDocument();

    fireEvent.click(card());
    expect(onSelectFile).toHaveBeenCalledWith(expect.objectContaining({ id: 'f1', originalFilename: 'دليل-الموظف.txt' }));

    emitServerEvent('file:changed', { id: 'f1', change: 'deleted', file: null });
    expect(await screen.findByText('No knowledge files uploaded yet')).toBeInTheDocument();
  });

  it('refuses to upload without a file, with SPEC.md toast, and sends nothing', async () => {
    const fetchMock = mockApi({ 'GET /api/knowledge-files': { body: [] } });
    renderApp(<KnowledgeFilesPage />);
    await screen.findByText('No knowledge files uploaded yet');
    expect(screen.getByRole('switch', { name: 'Use as knowledge source' })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('No file selected')).toBeInTheDocument();
    expect(screen.getByText('Please select a file to upload')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([r]) => r.method === 'POST')).toHaveLength(0);
  });
});
