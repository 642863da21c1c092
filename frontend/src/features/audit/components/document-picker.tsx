import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Badge } from '../../../shared/ui/badge';
import { TextField } from '../../../shared/ui/text-field';
import { useAuditDocumentsQuery } from '../api/audit-api';

const Results = styled.ul`
  display: grid;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
  max-block-size: 320px;
  overflow-y: auto;
  button {
    display: grid;
    gap: 2px;
    inline-size: 100%;
    padding: 8px 10px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    color: inherit;
    font: inherit;
    text-align: start;
    &:hover {
      background: ${({ theme }) => theme.color.surfaceHover};
    }
    &[aria-current='true'] {
      border-color: ${({ theme }) => theme.color.primary};
      background: ${({ theme }) => theme.color.primarySoft};
    }
  }
  .title {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    font-weight: 600;
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
    overflow-wrap: anywhere;
  }
`;

const Box = styled.div`
  display: grid;
  gap: 8px;
  .status {
    font-size: 13px;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/**
 * The timeline's document, picked by title (issue 48: it asked for a raw id): type any words of a
 * title, latest or former, in English or Arabic, and pick among the documents the log knows,
 * deleted ones included. A pasted id still finds its document.
 */
export function DocumentPicker({ chosenId, onChoose }: { chosenId: string; onChoose: (id: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), 200);
    return () => clearTimeout(timer);
  }, [text]);
  const { data, isFetching, isError } = useAuditDocumentsQuery(query, { skip: query === '' });
  const matches = query ? (data ?? []) : [];

  return (
    <Box role="search" aria-label={t('audit.timeline.pickerLabel')}>
      <TextField
        label={t('audit.timeline.documentTitle')}
        type="search"
        dir="auto"
        value={text}
        placeholder={t('audit.timeline.titlePlaceholder')}
        onChange={(event) => setText(event.target.value)}
        aria-controls="timeline-document-results"
      />
      <p className="status" role="status">
        {query === ''
          ? ''
          : isError
            ? t('audit.timeline.searchFailed')
            : isFetching && !data
              ? t('audit.timeline.searching')
              : t('audit.timeline.matches', { count: matches.length })}
      </p>
      {matches.length > 0 && (
        <Results id="timeline-document-results" aria-label={t('audit.timeline.results')} data-testid="timeline-document-results">
          {matches.map((doc) => (
            <li key={doc.id}>
              <button type="button" aria-current={doc.id === chosenId} onClick={() => onChoose(doc.id)}>
                <span className="title">
                  <span dir="auto">{doc.title}</span>
                  {doc.deleted && <Badge $tone="danger">{t('audit.timeline.deleted')}</Badge>}
                </span>
                {doc.formerTitles.length > 0 && (
                  <small dir="auto">{t('audit.timeline.formerly', { titles: doc.formerTitles.join(' · ') })}</small>
                )}
                <small dir="ltr">{doc.id}</small>
              </button>
            </li>
          ))}
        </Results>
      )}
    </Box>
  );
}
