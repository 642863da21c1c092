import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useListKnowledgeFilesQuery, useUpdateKnowledgeFileMutation } from '../../../shared/api/knowledge-files-api';
import { useToast } from '../../../shared/ui/use-toast';

const Action = styled.button`
  justify-self: start;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-size: 12px;
  color: ${({ theme }) => theme.color.primary};
  text-decoration: underline;
  cursor: pointer;
  &:disabled {
    color: ${({ theme }) => theme.color.textMuted};
    text-decoration: none;
    cursor: default;
  }
`;

/**
 * Under a question's attachment: saves the file as one of the user's knowledge files (listed on the
 * Knowledge Files page, used as a knowledge source), once; "Saved" when the list already holds it.
 */
export function SaveAttachment({ fileId, filename }: { fileId: string; filename: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { data: files } = useListKnowledgeFilesQuery();
  const [update, { isLoading }] = useUpdateKnowledgeFileMutation();
  const saved = Boolean(files?.some((f) => f.id === fileId));

  async function save() {
    const ok = await update({ id: fileId, saveAsKnowledgeFile: true, isKnowledgeSource: true })
      .unwrap()
      .then(() => true)
      .catch(() => false);
    if (!ok) toast({ title: t('chat.errorTitle'), description: t('chatTools.saveToFilesFailed'), variant: 'destructive' });
  }

  if (!files) return null;
  return (
    <Action
      type="button"
      data-testid="save-attachment"
      disabled={saved || isLoading}
      onClick={() => void save()}
      aria-label={saved ? undefined : t('chatTools.saveToFilesLabel', { name: filename })}
    >
      {saved ? t('chatTools.savedToFiles') : t('chatTools.saveToFiles')}
    </Action>
  );
}
