import { useState } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
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
  preview: null,
  chatAttachment: false,
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

type PageProps = Parameters<typeof KnowledgeFilesPage>[0];

/** Renders the page; `rerender` gives it new props the way src/app would. */
function renderPage(props: PageProps) {
  let setProps: (next: PageProps) => void = () => {};
  function Harness() {
    const [current, set] = useState(props);
    setProps = set;
    return <KnowledgeFilesPage {...current} />;
  }
  const view = renderApp(<Harness />);
  return { ...view, rerender: (next: PageProps) => act(() => setProps(next)) };
}

describe('knowledge files page', () => {
  it('lists a file with its size, description and processing badge, then follows file:changed to ready, to failed with the note, and to deleted', async () => {
    mockApi({ 'GET /api/knowledge-files': { body: [processing] } });
    const onSelectFile = vi.fn();
    renderApp(<KnowledgeFilesPage onSelectFile={onSelectFile} />);
    const card = () => screen.getByText('دليل-الموظف.txt').closest('article') as HTMLElement;
    await screen.findByText('دليل-الموظف.txt');
    expect(within(card()).getByText('1.50 KB')).toBeInTheDocument();
    expect(within(card()).getByText('Staff handbook')).toBeInTheDocument();
    expect(within(card()).getByText('Reading…')).toBeInTheDocument();
    expect(within(card()).getByRole('switch', { name: 'Knowledge source: دليل-الموظف.txt' })).toBeChecked();

    const preview =
      'Staff handbook\nAnnual leave is 30 working days a year.\nSick leave needs a certificate after 2 days.\nOvertime is paid at 1.25 times the hourly rate.';
    const extraction = { method: 'ocr' as const, languages: ['en' as const, 'ar' as const], pages: 1, characters: 1234 };
    emitServerEvent('file:changed', { id: 'f1', change: 'updated', file: { ...processing, status: 'ready', extraction, preview } });
    await waitFor(() => expect(within(card()).queryByText('Reading…')).not.toBeInTheDocument());
    // What was read: status, method, pages, languages, length, and the first lines of the text, expandable.
    expect(within(card()).getByText('Ready')).toBeInTheDocument();
    expect(within(card()).getByTestId('file-method')).toHaveTextContent('by OCR (scanned image)');
    expect(card()).toHaveTextContent('1 page');
    expect(card()).toHaveTextContent('Languages: English, Arabic');
    expect(card()).toHaveTextContent('1,234 characters');
    expect(within(card()).getByTestId('file-preview')).toHaveTextContent('Annual leave is 30 working days a year.');
    fireEvent.click(within(card()).getByRole('button', { name: 'Show more of the text' }));
    expect(within(card()).getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');

    const note = { en: 'The file has no readable text.', ar: 'لا يحتوي الملف على نص مقروء.' };
    emitServerEvent('file:changed', { id: 'f1', change: 'updated', file: { ...processing, status: 'failed', note } });
    expect(await within(card()).findByText('Failed')).toBeInTheDocument();
    expect(within(card()).getByText(note.en)).toBeInTheDocument();

    fireEvent.click(card());
    expect(onSelectFile).toHaveBeenCalledWith(expect.objectContaining({ id: 'f1', originalFilename: 'دليل-الموظف.txt' }));

    emitServerEvent('file:changed', { id: 'f1', change: 'deleted', file: null });
    expect(await screen.findByText('No knowledge files uploaded yet')).toBeInTheDocument();
  });

  it('selects a card by click, Enter or Space (not keys meant for its buttons), and marks the selected one', async () => {
    const second = { ...processing, id: 'f2', originalFilename: 'policy.txt', status: 'ready' as const };
    mockApi({ 'GET /api/knowledge-files': { body: [processing, second] } });
    const onSelectFile = vi.fn();
    const { rerender } = renderPage({ onSelectFile, selectedFileId: null });
    const card = (name: string) => screen.getByText(name).closest('article') as HTMLElement;
    await screen.findByText('policy.txt');
    expect(card('policy.txt')).toHaveAttribute('tabindex', '0');
    expect(card('policy.txt')).toHaveAccessibleName('policy.txt');
    expect(card('policy.txt')).toHaveAccessibleDescription(/press Enter on it/);

    card('policy.txt').focus();
    fireEvent.keyDown(card('policy.txt'), { key: 'Enter' });
    fireEvent.keyDown(card('policy.txt'), { key: ' ' });
    fireEvent.keyDown(card('policy.txt'), { key: 'a' });
    expect(onSelectFile.mock.calls.map(([f]) => f.id)).toEqual(['f2', 'f2']);
    fireEvent.keyDown(within(card('policy.txt')).getByRole('button', { name: 'Chat with policy.txt' }), { key: 'Enter' });
    expect(onSelectFile).toHaveBeenCalledTimes(2);

    expect(within(card('policy.txt')).queryByText('Selected')).not.toBeInTheDocument();
    rerender({ onSelectFile, selectedFileId: 'f2' });
    expect(within(card('policy.txt')).getByText('Selected')).toBeInTheDocument();
    expect(card('policy.txt')).toHaveAttribute('aria-current', 'true');
    expect(card('دليل-الموظف.txt')).not.toHaveAttribute('aria-current');
  });

  it('opens the chat dialog Quick Actions asked for, and says it took the request', async () => {
    mockApi({ 'GET /api/knowledge-files': { body: [processing] } });
    const onChatRequestTaken = vi.fn();
    renderPage({ chatRequest: 'f1', onChatRequestTaken });
    const dialog = await screen.findByTestId('file-chat');
    expect(dialog).toHaveTextContent('Chat with دليل-الموظف.txt');
    expect(onChatRequestTaken).toHaveBeenCalledTimes(1);
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
