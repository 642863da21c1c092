import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KnowledgeFile } from '@kb/contracts';
import { emitServerEvent } from '../../../test/server-events';
import { mockApi, renderApp } from '../../../test/render';
import { UploadedFilesTab } from './uploaded-files-tab';

const file: KnowledgeFile = {
  id: 'f1',
  originalFilename: 'roaming-rates.pdf',
  size: 2_621_440,
  createdAt: '2026-03-01T10:00:00.000Z',
  description: '',
  isKnowledgeSource: true,
  status: 'processing',
  mediaType: 'application/pdf',
  note: null,
  extraction: null,
  sharedWithEveryone: false,
  preview: null,
  chatAttachment: false,
};

afterEach(() => vi.unstubAllGlobals());

describe('Uploaded Files tab of the document manager', () => {
  it("lists the caller's files with size and status, and follows file:changed", async () => {
    mockApi({ 'GET /api/knowledge-files': { body: [file] } });
    renderApp(<UploadedFilesTab />);
    const row = (await screen.findByText('roaming-rates.pdf')).closest('li') as HTMLElement;
    expect(row.textContent).toContain('2.50 MB');
    expect(row.textContent).toContain('Processing');
    emitServerEvent('file:changed', { id: 'f1', change: 'updated', file: { ...file, status: 'ready' } });
    await vi.waitFor(() => expect(row.textContent).not.toContain('Processing'));
    expect(screen.getByRole('link', { name: 'Manage your files on the Knowledge Files page' }).getAttribute('href')).toBe(
      '/knowledge-files',
    );
  });

  it('shows the empty state when the caller has no files', async () => {
    mockApi({ 'GET /api/knowledge-files': { body: [] } });
    renderApp(<UploadedFilesTab />);
    expect(await screen.findByText('No files uploaded yet')).toBeTruthy();
  });
});
