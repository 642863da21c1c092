import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  downloadUrl,
  useDeleteKnowledgeFileMutation,
  useListKnowledgeFilesQuery,
  useUpdateKnowledgeFileMutation,
} from '../../../shared/api/knowledge-files-api';
import { ChatIcon, DownloadIcon, SourceIcon, TrashIcon } from '../../../shared/ui/icons';
import { useAppDispatch } from '../../../shared/store-hooks';
import { useToast } from '../../../shared/ui/use-toast';
import { fileChatRequested, fileGone } from '../quick-actions-slice';
import { DeleteFileAlert } from '../../../shared/knowledge-files/delete-file-alert';
import { Group } from './quick-actions-styles';

/**
 * SPEC.md /knowledge-files: the four actions of the selected file. The knowledge-source label
 * follows the file as the list knows it, which `file:changed` keeps current across tabs.
 */
export function FileActions({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { file } = useListKnowledgeFilesQuery(undefined, { selectFromResult: ({ data }) => ({ file: data?.find((f) => f.id === id) }) });
  const [update, updating] = useUpdateKnowledgeFileMutation();
  const [remove, removing] = useDeleteKnowledgeFileMutation();
  const [confirming, setConfirming] = useState(false);

  const failed = () => toast({ title: t('knowledgeFiles.errorTitle'), description: t('knowledgeFiles.tryAgain'), variant: 'destructive' });

  function chat() {
    dispatch(fileChatRequested(id));
    // The dialog lives on the knowledge-files page; the selection may have outlived a visit to it.
    if (pathname !== '/knowledge-files') void navigate('/knowledge-files');
  }

  function toggleSource() {
    if (!file) return;
    update({ id, isKnowledgeSource: !file.isKnowledgeSource }).unwrap().catch(failed);
  }

  function deleteFile() {
    remove(id)
      .unwrap()
      .then(() => {
        dispatch(fileGone(id));
        toast({ title: t('knowledgeFiles.deletedTitle') });
      })
      .catch(failed);
  }

  return (
    <Group aria-labelledby="quick-actions-file-actions" data-testid="file-actions">
      <h3 id="quick-actions-file-actions">{t('quickActions.fileActions')}</h3>
      <ul>
        <li>
          <button type="button" onClick={chat}>
            <ChatIcon size={18} />
            <span>{t('quickActions.chatWithFile')}</span>
          </button>
        </li>
        <li>
          <a href={downloadUrl(id)} target="_blank" rel="noopener noreferrer">
            <DownloadIcon size={18} />
            <span>
              {t('knowledgeFiles.download')}
              <span className="visually-hidden"> {t('quickActions.opensInNewTab')}</span>
            </span>
          </a>
        </li>
        <li>
          <button type="button" onClick={toggleSource} disabled={!file || updating.isLoading}>
            <SourceIcon size={18} />
            <span>{t(file?.isKnowledgeSource === false ? 'knowledgeFiles.addAsSource' : 'knowledgeFiles.removeFromSource')}</span>
          </button>
        </li>
        <li>
          <button type="button" className="danger" onClick={() => setConfirming(true)} disabled={removing.isLoading}>
            <TrashIcon size={18} />
            <span>{t('knowledgeFiles.delete')}</span>
          </button>
        </li>
      </ul>
      <DeleteFileAlert nested open={confirming} onOpenChange={setConfirming} name={name} onConfirm={deleteFile} />
    </Group>
  );
}
