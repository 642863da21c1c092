import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { KNOWLEDGE_FILE_ACCEPT, MAX_FILE_DESCRIPTION_LENGTH, MAX_UPLOAD_BYTES } from '@kb/contracts';
import { Button } from '../../../shared/ui/button';
import { FilePicker } from '../../../shared/ui/file-picker';
import { TextAreaField } from '../../../shared/ui/text-area';
import { useToast } from '../../../shared/ui/use-toast';
import { useUploadFile } from '../api/use-upload-file';
import { Panel, Progress, SwitchLabel, SwitchRoot, SwitchThumb, UploadRow } from './knowledge-files-styles';

/** SPEC.md /knowledge-files upload card: picker, optional description, knowledge-source switch (on), progress. */
export function UploadCard() {
  const { t } = useTranslation();
  const toast = useToast();
  const { upload, progress } = useUploadFile();
  const [file, setFile] = useState<File | null>(null);
  const switchId = useId();
  const hintId = useId();
  const [description, setDescription] = useState('');
  const [isSource, setIsSource] = useState(true);
  const busy = progress !== null;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      toast({ title: t('knowledgeFiles.noFileTitle'), description: t('knowledgeFiles.noFileText'), variant: 'destructive' });
      return;
    }
    if (file.size > MAX_UPLOAD_BYTES) {
      toast({ title: t('knowledgeFiles.tooLargeTitle'), description: t('knowledgeFiles.tooLargeText'), variant: 'destructive' });
      return;
    }
    const outcome = await upload(file, { description: description.trim(), isKnowledgeSource: isSource ? 'true' : 'false' });
    if (!outcome.ok) {
      toast({
        title: t('knowledgeFiles.errorTitle'),
        description: outcome.message ?? t('knowledgeFiles.tryAgain'),
        variant: 'destructive',
      });
      return;
    }
    toast({ title: t('knowledgeFiles.uploadedTitle'), description: t('knowledgeFiles.uploadedText') });
    setDescription('');
    setFile(null);
  }

  const percent = Math.round((progress ?? 0) * 100);
  return (
    <Panel aria-labelledby="upload-title">
      <h2 id="upload-title">{t('knowledgeFiles.uploadTitle')}</h2>
      <form onSubmit={onSubmit} noValidate style={{ display: 'grid', gap: 14 }}>
        <div style={{ display: 'grid', gap: 6 }}>
          <FilePicker
            label={t('knowledgeFiles.fileLabel')}
            name="file"
            accept={KNOWLEDGE_FILE_ACCEPT}
            file={file}
            onChange={setFile}
            disabled={busy}
            describedBy={hintId}
          />
          <span id={hintId} className="muted">
            {t('knowledgeFiles.accepted')}
          </span>
        </div>
        <TextAreaField
          label={t('knowledgeFiles.descriptionLabel')}
          placeholder={t('knowledgeFiles.descriptionPlaceholder')}
          rows={2}
          maxLength={MAX_FILE_DESCRIPTION_LENGTH}
          value={description}
          disabled={busy}
          onChange={(e) => setDescription(e.target.value)}
        />
        <UploadRow>
          <SwitchLabel htmlFor={switchId}>
            <SwitchRoot id={switchId} checked={isSource} onCheckedChange={setIsSource} disabled={busy}>
              <SwitchThumb />
            </SwitchRoot>
            {t('knowledgeFiles.sourceLabel')}
          </SwitchLabel>
          <Button type="submit" disabled={busy}>
            {busy ? t('knowledgeFiles.uploading', { percent }) : t('knowledgeFiles.upload')}
          </Button>
        </UploadRow>
        {busy && <Progress max={100} value={percent} aria-label={t('knowledgeFiles.progressLabel')} />}
      </form>
    </Panel>
  );
}
