import { useState } from 'react';
import { AlertDialog } from 'radix-ui';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { downloadUrl, useDeleteKnowledgeFileMutation, useListKnowledgeFilesQuery, useUpdateKnowledgeFileMutation } from '../../../shared/api/knowledge-files-api';
import { useLocale } from '../../../shared/i18n/use-locale';
import { Button } from '../../../shared/ui/button';
import { AlertContent, AlertDescription, AlertOverlay, AlertTitle, DialogActions } from '../../../shared/ui/dialog';
import { ChatIcon, TrashIcon } from '../../../shared/ui/icons';
import { useAppDispatch } from '../../../shared/store-hooks';
import { useToast } from '../../../shared/ui/use-toast';
import { fileChatRequested, fileGone } from '../quick-actions-slice';
import { DownloadIcon, SourceIcon } from './file-action-icons';
import { Group } from './quick-actions-styles';

/**
 * SPEC.md /knowledge-files: the four actions of the selected file. The knowledge-source label
 * follows the file as the list knows it, which `file:changed` keeps current across tabs.
 */
export function FileActions({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation();
  const { dir, language } = useLocale();
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
            <DownloadIcon />
            <span>
              {t('knowledgeFiles.download')}
              <span className="visually-hidden"> {t('quickActions.opensInNewTab')}</span>
            </span>
          </a>
        </li>
        <li>
          <button type="button" onClick={toggleSource} disabled={!file || updating.isLoading}>
            <SourceIcon />
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
      {/* Nested in the drawer, so Escape closes the question first and the drawer stays open. */}
      <AlertDialog.Root open={confirming} onOpenChange={setConfirming}>
        <AlertDialog.Portal>
          <AlertOverlay style={{ zIndex: 52 }} />
          <AlertContent dir={dir} lang={language} style={{ zIndex: 53 }}>
            <AlertTitle>{t('knowledgeFiles.confirmTitle')}</AlertTitle>
            {/* First-strong isolates keep a name in the other script from reordering the sentence. */}
            <AlertDescription>{t('knowledgeFiles.confirmText', { name: `\u2068${name}\u2069` })}</AlertDescription>
            <DialogActions>
              <AlertDialog.Cancel asChild>
                <Button type="button" $variant="secondary">
                  {t('knowledgeFiles.cancel')}
                </Button>
              </AlertDialog.Cancel>
              <AlertDialog.Action asChild>
                <Button type="button" $variant="danger" onClick={deleteFile}>
                  {t('knowledgeFiles.delete')}
                </Button>
              </AlertDialog.Action>
            </DialogActions>
          </AlertContent>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </Group>
  );
}
