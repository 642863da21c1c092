import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadDocumentResponse } from '@kb/contracts';
import { useUploadDocumentMutation } from '../../../shared/api/documents-api';
import { useDocumentToasts } from '../../../shared/documents/document-toasts';
import { FilePicker } from '../../../shared/ui/file-picker';
import { useToast } from '../../../shared/ui/use-toast';
import { FormDialog } from './document-dialog-shell';

export const UPLOAD_ACCEPT = '.txt,.pdf,.doc,.docx,.json';
/** SPEC.md section 2: the chosen file's name is shown only for text, json or pdf types. */
const NAMED_TYPES = ['text/plain', 'application/json', 'application/pdf'];
export const showsFileName = (file: File) => NAMED_TYPES.includes(file.type);

/** Sends one file to POST /api/upload/document; its title and text prefill the add-document form. */
export function UploadDocumentDialog({
  onClose,
  onExtracted,
}: {
  onClose: () => void;
  onExtracted: (result: UploadDocumentResponse) => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const { failed } = useDocumentToasts();
  const [file, setFile] = useState<File | null>(null);
  const [upload, { isLoading }] = useUploadDocumentMutation();

  async function submit() {
    if (!file) {
      toast({ title: t('documentManager.noFileTitle'), description: t('documentManager.noFileText'), variant: 'destructive' });
      return;
    }
    try {
      const result = await upload(file).unwrap();
      toast({ title: t('documentManager.fileUploaded'), description: t('documentManager.fileUploadedText'), variant: 'success' });
      onExtracted(result);
    } catch (error) {
      failed('documentManager.uploadFailed', error);
    }
  }

  return (
    <FormDialog
      title={t('documentManager.uploadTitle')}
      description={t('documentManager.uploadDescription')}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitLabel={t('documentManager.upload')}
      busyLabel={t('documentManager.uploading')}
      busy={isLoading}
      testId="upload-dialog"
    >
      <FilePicker
        label={t('documentManager.fileLabel')}
        accept={UPLOAD_ACCEPT}
        file={file}
        onChange={setFile}
        disabled={isLoading}
        describe={(chosen) => (showsFileName(chosen) ? t('documentManager.selectedFile', { name: chosen.name }) : t('filePicker.chosen'))}
      />
    </FormDialog>
  );
}
