import { useTranslation } from 'react-i18next';
import type { KnowledgeFile } from '@kb/contracts';
import { useToast } from '../../../shared/ui/use-toast';
import { useDeleteKnowledgeFileMutation, useUpdateKnowledgeFileMutation } from '../../../shared/api/knowledge-files-api';

/** A file card's own actions: switch it in or out of the knowledge sources, delete it; a failure toasts. */
export function useFileActions() {
  const { t } = useTranslation();
  const toast = useToast();
  const [update] = useUpdateKnowledgeFileMutation();
  const [remove] = useDeleteKnowledgeFileMutation();
  const failed = () => toast({ title: t('knowledgeFiles.errorTitle'), description: t('knowledgeFiles.tryAgain'), variant: 'destructive' });
  const toggleSource = (file: KnowledgeFile) => update({ id: file.id, isKnowledgeSource: !file.isKnowledgeSource }).unwrap().catch(failed);
  const deleteFile = (file: KnowledgeFile) =>
    remove(file.id)
      .unwrap()
      .then(() => toast({ title: t('knowledgeFiles.deletedTitle') }))
      .catch(failed);
  return { toggleSource, deleteFile };
}
