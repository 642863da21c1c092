import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useListKnowledgeFilesQuery } from '../../../shared/api/knowledge-files-api';
import { formatDateTime } from '../../../shared/i18n/format-date';
import { formatSize } from '../../../shared/i18n/format-size';
import { useLocale } from '../../../shared/i18n/use-locale';
import { Badge } from '../../../shared/ui/badge';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { FolderIcon } from '../../../shared/ui/icons';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 12px;
    padding: 10px 14px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  strong {
    flex: 1 1 16rem;
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/**
 * The caller's knowledge files (SPEC.md's Uploaded Files tab, now that files exist), kept live by
 * `file:changed`; managing them (switch, chat, delete) happens on the Knowledge Files page.
 */
export function UploadedFilesTab() {
  const { t } = useTranslation();
  const { locale, language } = useLocale();
  const { data: files, isLoading, isError, refetch } = useListKnowledgeFilesQuery();
  if (isLoading) return <p role="status">{t('knowledgeFiles.loading')}</p>;
  if (isError) {
    return (
      <EmptyState title={t('knowledgeFiles.loadFailed')}>
        <Button type="button" $variant="secondary" onClick={() => void refetch()}>
          {t('knowledgeFiles.retry')}
        </Button>
      </EmptyState>
    );
  }
  if (!files?.length) {
    return (
      <EmptyState icon={<FolderIcon size={36} />} title={t('documentManager.filesEmptyTitle')} text={t('documentManager.filesEmptyText')}>
        <Link to="/knowledge-files">{t('documentManager.manageFiles')}</Link>
      </EmptyState>
    );
  }
  return (
    <>
      <List data-testid="uploaded-files">
        {files.map((file) => (
          <li key={file.id} data-file-id={file.id}>
            <strong dir="auto">{file.originalFilename}</strong>
            {file.status === 'processing' && <Badge $tone="warning">{t('knowledgeFiles.processing')}</Badge>}
            {file.status === 'failed' && <Badge $tone="danger">{t('knowledgeFiles.failed')}</Badge>}
            {file.isKnowledgeSource && <Badge>{t('knowledgeFiles.sourceSwitch')}</Badge>}
            <small>
              <span>{formatSize(file.size, language)}</span> · {formatDateTime(file.createdAt, locale)}
            </small>
          </li>
        ))}
      </List>
      <p>
        <Link to="/knowledge-files">{t('documentManager.manageFiles')}</Link>
      </p>
    </>
  );
}
