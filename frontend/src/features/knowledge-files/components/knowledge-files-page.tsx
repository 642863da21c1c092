import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { KnowledgeFile } from '@kb/contracts';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { FolderIcon } from '../../../shared/ui/icons';
import { Card, Centered } from '../../../shared/ui/page-states';
import { Spinner } from '../../../shared/ui/spinner';
import { useListKnowledgeFilesQuery } from '../../../shared/api/knowledge-files-api';
import { FileCard } from './file-card';
import { FileChatDialog } from './file-chat-dialog';
import { FileList, Frame, Panel } from './knowledge-files-styles';
import { UploadCard } from './upload-card';
import { useFileActions } from './use-file-actions';

/** SPEC.md: an anonymous visitor of /knowledge-files is told to sign in. */
export function KnowledgeFilesLoginRequired() {
  const { t } = useTranslation();
  return (
    <Centered>
      <Card>
        <h1>{t('knowledgeFiles.loginRequiredTitle')}</h1>
        <p>{t('knowledgeFiles.loginRequiredText')}</p>
        <Link to="/login">{t('knowledgeFiles.signIn')}</Link>
      </Card>
    </Centered>
  );
}

interface Props {
  /** Sets the Quick Actions file context (wired by the app, as are the two below). */
  onSelectFile?: (file: KnowledgeFile) => void;
  /** The Quick Actions file, shown as selected. */
  selectedFileId?: string | null;
  /** A file whose chat Quick Actions asked for; `onChatRequestTaken` says the dialog took it. */
  chatRequest?: string | null;
  onChatRequestTaken?: () => void;
}

/** /knowledge-files: the upload card and the caller's files. */
export function KnowledgeFilesPage({ onSelectFile, selectedFileId = null, chatRequest = null, onChatRequestTaken }: Props) {
  const { t } = useTranslation();
  const hintId = useId();
  const files = useListKnowledgeFilesQuery();
  const [chatting, setChatting] = useState<KnowledgeFile | null>(null);

  // Quick Actions' "Chat with the file" opens this page's dialog; a file that is gone opens nothing.
  useEffect(() => {
    if (chatRequest === null || !files.isSuccess) return;
    const file = files.data.find((f) => f.id === chatRequest);
    if (file) setChatting(file);
    onChatRequestTaken?.();
  }, [chatRequest, files.isSuccess, files.data, onChatRequestTaken]);

  const { toggleSource, deleteFile } = useFileActions();

  let list;
  if (files.isLoading) list = <Spinner label={t('knowledgeFiles.loading')} />;
  else if (files.isError || !files.data) {
    list = (
      <div role="alert">
        <p>{t('knowledgeFiles.loadFailed')}</p>
        <Button type="button" $variant="secondary" onClick={() => void files.refetch()}>
          {t('knowledgeFiles.retry')}
        </Button>
      </div>
    );
  } else if (files.data.length === 0) {
    list = <EmptyState icon={<FolderIcon size={32} />} title={t('knowledgeFiles.emptyTitle')} text={t('knowledgeFiles.emptyText')} />;
  } else {
    list = (
      <FileList data-testid="knowledge-files">
        {files.data.map((file) => (
          <li key={file.id}>
            <FileCard
              file={file}
              selected={file.id === selectedFileId}
              hintId={onSelectFile ? hintId : undefined}
              onSelect={(f) => onSelectFile?.(f)}
              onChat={setChatting}
              onToggleSource={toggleSource}
              onDelete={deleteFile}
            />
          </li>
        ))}
      </FileList>
    );
  }

  return (
    <Frame>
      <header>
        <h1>{t('knowledgeFiles.title')}</h1>
        <p>{t('knowledgeFiles.subtitle')}</p>
      </header>
      <UploadCard />
      <Panel aria-labelledby="files-title">
        <div>
          <h2 id="files-title">{t('knowledgeFiles.listTitle')}</h2>
          <p className="muted">{t('knowledgeFiles.rule')}</p>
          {onSelectFile && files.data?.length ? (
            <p className="muted" id={hintId}>
              {t('knowledgeFiles.selectHint')}
            </p>
          ) : null}
        </div>
        {list}
      </Panel>
      <FileChatDialog file={chatting} onClose={() => setChatting(null)} />
    </Frame>
  );
}
