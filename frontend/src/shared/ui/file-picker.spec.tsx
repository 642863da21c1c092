import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { renderApp } from '../../test/render';
import { FilePicker } from './file-picker';

function Form({ describe }: { describe?: (file: File) => string }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <>
      <span id="hint">Up to 5 MB</span>
      <FilePicker label={i18n.t('knowledgeFiles.fileLabel')} accept=".txt,.docx" file={file} onChange={setFile} describedBy="hint" describe={describe} />
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
    await userEvent.upload(input(), new File(['x'], 'handbook.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }));
    expect(screen.getByText('File chosen')).toBeInTheDocument();
    expect(screen.queryByText('handbook.docx')).not.toBeInTheDocument();
  });
});
