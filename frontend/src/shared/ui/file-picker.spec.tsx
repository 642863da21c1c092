import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { renderApp } from '../../test/render';
import { accepts, FilePicker } from './file-picker';

function Form({ describe }: { describe?: (file: File) => string }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <>
      <span id="hint">Up to 5 MB</span>
      <FilePicker
        label={i18n.t('knowledgeFiles.fileLabel')}
        accept=".txt,.docx"
        file={file}
        onChange={setFile}
        describedBy="hint"
        describe={describe}
      />
      <button type="button" onClick={() => setFile(null)}>
        clear
      </button>
    </>
  );
}

const input = () => screen.getByLabelText(i18n.t('knowledgeFiles.fileLabel')) as HTMLInputElement;

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('FilePicker', () => {
  it('is named by its label alone and says in English that nothing is chosen, then the chosen name', async () => {
    renderApp(<Form />);
    expect(input()).toHaveAccessibleName('File');
    expect(input()).toHaveAccessibleDescription('No file chosen Up to 5 MB');
    expect(screen.getByText('Choose file')).toBeVisible();

    await userEvent.upload(input(), new File(['leave'], 'سياسة الإجازات.txt', { type: 'text/plain' }));
    const status = screen.getByText('سياسة الإجازات.txt');
    expect(status).toHaveAttribute('dir', 'auto');
    expect(input()).toHaveAccessibleDescription('سياسة الإجازات.txt Up to 5 MB');

    // The form clears its file (after an upload): the input is emptied too, so the same file can be picked again.
    await userEvent.click(screen.getByRole('button', { name: 'clear' }));
    expect(input().value).toBe('');
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
  });

  it('speaks Arabic on an Arabic page, where the browser would print its own English', async () => {
    await i18n.changeLanguage('ar');
    renderApp(<Form />);
    expect(input()).toHaveAccessibleName('الملف');
    expect(screen.getByText('اختر ملفًا')).toBeVisible();
    expect(screen.getByText('لم يُختر أي ملف')).toBeInTheDocument();
    expect(screen.queryByText(/choose|no file/i)).not.toBeInTheDocument();
  });

  it('says what the form tells it to of a chosen file', async () => {
    renderApp(<Form describe={(f) => (f.type === 'text/plain' ? f.name : i18n.t('filePicker.chosen'))} />);
    await userEvent.upload(
      input(),
      new File(['x'], 'handbook.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }),
    );
    expect(screen.getByText('File chosen')).toBeInTheDocument();
    expect(screen.queryByText('handbook.docx')).not.toBeInTheDocument();
  });

  it('takes a dropped file as if chosen, and refuses one the chooser would not offer, keeping nothing chosen', async () => {
    renderApp(<Form />);
    const zone = screen.getByText('Choose file').closest('label')!;
    const drop = (file: File) => {
      const dataTransfer = { files: [file], types: ['Files'], dropEffect: 'none' };
      fireEvent.dragOver(zone, { dataTransfer });
      expect(zone).toHaveAttribute('data-dragging', 'true');
      fireEvent.drop(zone, { dataTransfer });
      expect(zone).not.toHaveAttribute('data-dragging');
    };
    drop(new File(['leave'], 'leave.txt', { type: 'text/plain' }));
    expect(screen.getByText('leave.txt')).toBeInTheDocument();

    drop(new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    // The name is isolated (FSI … PDI) so that a name in the other direction cannot reorder the sentence.
    expect(screen.getByRole('alert')).toHaveTextContent('\u2068setup.exe\u2069 is not a type accepted here');
    expect(screen.queryByText('leave.txt')).not.toBeInTheDocument();
    expect(input()).toHaveAccessibleDescription(/setup\.exe\u2069 is not a type accepted here/);

    // Choosing again clears the refusal.
    await userEvent.upload(input(), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('notes.txt')).toBeInTheDocument();
  });

  it('matches accept rules as the chooser does: extensions, exact types and type/*', () => {
    const file = (name: string, type: string) => new File([''], name, { type });
    expect(accepts('image/*,.pdf', file('scan.PNG', 'image/png'))).toBe(true);
    expect(accepts('image/*,.pdf', file('Report.PDF', 'application/pdf'))).toBe(true);
    expect(accepts('application/json', file('data', 'application/json'))).toBe(true);
    expect(accepts('image/*,.pdf', file('notes.txt', 'text/plain'))).toBe(false);
    expect(accepts('', file('anything.bin', ''))).toBe(true);
  });
});
