import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { KnowledgeFile } from '@kb/contracts';
import { useLocale } from '../../../shared/i18n/use-locale';

const Box = styled.div`
  display: grid;
  gap: 6px;
  font-size: 13px;
  .facts {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 14px;
    color: ${({ theme }) => theme.color.textMuted};
  }
  .facts b {
    font-weight: 600;
    color: ${({ theme }) => theme.color.text};
  }
  .reason {
    color: ${({ theme }) => theme.color.danger};
  }
  .unsure {
    color: #7a5200;
  }
`;

const Preview = styled.div<{ $open: boolean }>`
  display: grid;
  gap: 4px;
  justify-items: start;
  .frame {
    inline-size: 100%;
    box-sizing: border-box;
    padding-block: 8px;
    padding-inline: 10px;
    border-radius: ${({ theme }) => theme.radius.sm};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
  }
  pre {
    margin: 0;
    font: inherit;
    font-size: 13px;
    line-height: 1.6;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    text-align: start;
    /* The first three lines until opened: the frame's padding is outside the clipped box, so no part of a fourth shows. */
    max-block-size: ${({ $open }) => ($open ? '22em' : 'calc(3 * 1.6em)')};
    overflow: ${({ $open }) => ($open ? 'auto' : 'hidden')};
  }
  button {
    padding: 0;
    border: 0;
    background: none;
    font: inherit;
    color: ${({ theme }) => theme.color.primary};
    text-decoration: underline;
    cursor: pointer;
  }
`;

/**
 * What was read from a file: while reading, that it is; once ready, how (text layer or OCR), its
 * pages, languages and length, a note when the reading was unsure, and the first lines of the text
 * (expandable); after a failure, why, in the reader's language.
 */
export function FileReading({ file }: { file: KnowledgeFile }) {
  const { t } = useTranslation();
  const { language } = useLocale();
  const [open, setOpen] = useState(false);
  const previewId = useId();
  if (file.status === 'processing') return <Box data-testid="file-reading">{t('knowledgeFiles.readingNow')}</Box>;
  if (file.status === 'failed') {
    return (
      <Box data-testid="file-reading">
        <p className="reason" role="status">
          {file.note?.[language] ?? t('knowledgeFiles.failedNoReason')}
        </p>
      </Box>
    );
  }
  const x = file.extraction;
  const names = x?.languages.map((l) => t(`knowledgeFiles.language.${l}`)).join(language === 'ar' ? '، ' : ', ');
  return (
    <Box data-testid="file-reading">
      {x && (
        <p className="facts">
          <span>
            {t('knowledgeFiles.methodLabel')}: <b data-testid="file-method">{t(`knowledgeFiles.method.${x.method}`)}</b>
          </span>
          {x.pages !== null && <span>{t('knowledgeFiles.pages', { count: x.pages })}</span>}
          {names && <span>{t('knowledgeFiles.languages', { names })}</span>}
          <span>{t('knowledgeFiles.characters', { count: x.characters })}</span>
        </p>
      )}
      {file.note && <p className="unsure">{file.note[language]}</p>}
      {file.preview && (
        <Preview $open={open}>
          <div className="frame">
            <pre
              id={previewId}
              dir="auto"
              data-testid="file-preview"
              aria-label={t('knowledgeFiles.previewLabel', { name: file.originalFilename })}
            >
              {file.preview}
            </pre>
          </div>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={previewId}
            onClick={(e) => {
              e.stopPropagation();
              setOpen((o) => !o);
            }}
          >
            {t(open ? 'knowledgeFiles.previewLess' : 'knowledgeFiles.previewMore')}
          </button>
        </Preview>
      )}
    </Box>
  );
}
