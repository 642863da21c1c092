import styled from 'styled-components';
import type { KnowledgeDocument, Language } from '@kb/contracts';
import { useEditorNamesQuery } from '../api/documents-api';
import { formatDateTime } from '../i18n/format-date';
import { Button } from '../ui/button';
import { useScreenT } from './document-labels';

const Box = styled.div`
  display: grid;
  gap: 10px;
  padding: 14px;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.warning};
  background: #fff8e1;
  color: #4a3300;
  strong {
    font-size: 15px;
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
`;

interface Props {
  latest: KnowledgeDocument;
  /** The signed-in user: their own save from another tab reads "you". */
  currentUserId?: string;
  onReload: () => void;
  onOverwrite: () => void;
  busy?: boolean;
  language?: Language;
}

/** Says, in the screen's language, who saved the newer version and when; offers reload or overwrite. */
export function ConflictNotice({ latest, currentUserId, onReload, onOverwrite, busy, language }: Props) {
  const { t, locale } = useScreenT(language);
  const mine = !!latest.updatedBy && latest.updatedBy === currentUserId;
  const { data: names } = useEditorNamesQuery(undefined, { skip: mine || !latest.updatedBy });
  const who = mine ? t('documents.conflictYou') : ((latest.updatedBy && names?.[latest.updatedBy]) ?? t('documents.conflictSomeone'));
  return (
    <Box role="alert" data-testid="edit-conflict">
      <strong>{t('documents.conflictTitle')}</strong>
      <p>{t('documents.conflictText', { who, when: formatDateTime(latest.updatedAt, locale) })}</p>
      <div>
        <Button type="button" $variant="secondary" disabled={busy} onClick={onReload}>
          {t('documents.conflictReload')}
        </Button>
        <Button type="button" disabled={busy} onClick={onOverwrite}>
          {t('documents.conflictOverwrite')}
        </Button>
      </div>
    </Box>
  );
}
