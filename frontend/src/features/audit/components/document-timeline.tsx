import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AuditDocumentVersion } from '@kb/contracts';
import { categoryLabel, STATUS_TONE } from '../../../shared/documents/document-labels';
import { formatDateTime, formatDateTimeSeconds, minuteOf } from '../../../shared/i18n/format-date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { Badge } from '../../../shared/ui/badge';
import { Spinner } from '../../../shared/ui/spinner';
import { useDocumentAsOfQuery, useDocumentHistoryQuery } from '../api/audit-api';
import { actorLabel } from './actor-label';
import { DocumentPicker } from './document-picker';
import { Stack } from './stack';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(220px, 320px) minmax(0, 1fr);
  gap: 16px;
  align-items: start;
  ${({ theme }) => theme.media.compact} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Versions = styled.ol`
  display: grid;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
  button {
    display: grid;
    gap: 2px;
    inline-size: 100%;
    padding: 10px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    text-align: start;
    small {
      color: ${({ theme }) => theme.color.textMuted};
    }
    &[aria-current='true'] {
      border-color: ${({ theme }) => theme.color.primary};
      background: ${({ theme }) => theme.color.primarySoft};
    }
  }
`;

const State = styled.section`
  display: grid;
  gap: 12px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  label {
    display: grid;
    gap: 6px;
    font-weight: 600;
  }
  input[type='range'] {
    inline-size: 100%;
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    color: ${({ theme }) => theme.color.textMuted};
  }
  h3 {
    font-size: 18px;
  }
  .content {
    white-space: pre-wrap;
    line-height: 1.7;
    padding: 12px;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;

/** A document's versions, and a slider over their times showing the document as it was then. */
export function DocumentTimeline({ documentId, onChoose }: { documentId: string; onChoose: (id: string) => void }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <DocumentPicker chosenId={documentId} onChoose={onChoose} />
      {documentId ? <History key={documentId} documentId={documentId} /> : <p>{t('audit.timeline.hint')}</p>}
    </Stack>
  );
}

function History({ documentId }: { documentId: string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const history = useDocumentHistoryQuery(documentId);
  const versions = history.data?.versions ?? [];
  const [picked, setPicked] = useState<number | null>(null);
  const index = picked ?? versions.length - 1;

  if (history.isError) return <p role="alert">{t('audit.timeline.error')}</p>;
  if (!history.data) return <Spinner label={t('audit.timeline.loading')} />;
  const current = versions[index];
  // Two versions in one minute would read the same: those show their seconds.
  const perMinute = new Map<string, number>();
  for (const v of versions)
    perMinute.set(minuteOf(new Date(v.at).toISOString()), (perMinute.get(minuteOf(new Date(v.at).toISOString())) ?? 0) + 1);
  const timeOf = (at: string) =>
    (perMinute.get(minuteOf(new Date(at).toISOString())) ?? 0) > 1 ? formatDateTimeSeconds(at, locale) : formatDateTime(at, locale);
  return (
    <Layout>
      <section aria-labelledby="audit-versions">
        <h2 id="audit-versions" className="visually-hidden">
          {t('audit.timeline.versions')}
        </h2>
        <Versions data-testid="timeline-versions">
          {versions.map((v, i) => (
            <li key={v.version}>
              <button type="button" aria-current={i === index} onClick={() => setPicked(i)}>
                <strong>
                  {t('audit.timeline.version', { version: v.version })} · <span dir="ltr">{v.type}</span>
                </strong>
                <small>
                  <time dateTime={v.at}>{timeOf(v.at)}</time>
                </small>
                <small dir="auto">{t('audit.timeline.by', { name: actorLabel(v.actor, v.actorName, t) })}</small>
              </button>
            </li>
          ))}
        </Versions>
      </section>
      <State aria-live="polite">
        <label>
          {t('audit.timeline.slider')}
          <input
            type="range"
            min={0}
            max={Math.max(versions.length - 1, 0)}
            step={1}
            value={index}
            aria-valuetext={current ? timeOf(current.at) : undefined}
            onChange={(e) => setPicked(Number(e.target.value))}
            data-testid="timeline-slider"
          />
        </label>
        {current && <StateAt documentId={documentId} version={current} />}
      </State>
    </Layout>
  );
}

function StateAt({ documentId, version }: { documentId: string; version: AuditDocumentVersion }) {
  const { t } = useTranslation();
  const { language, locale } = useLocale();
  const { data, isError, isFetching } = useDocumentAsOfQuery({ id: documentId, asOf: version.at });
  if (isError) return <p role="alert">{t('audit.timeline.stateError')}</p>;
  if (!data) return <Spinner label={t('app.loading')} />;
  const doc = data.document;
  return (
    <article data-testid="timeline-state" aria-busy={isFetching}>
      <p className="meta">{t('audit.timeline.stateAt', { time: formatDateTime(data.asOf, locale) })}</p>
      <h3 dir="auto">{doc.title}</h3>
      <p className="meta">
        <Badge $tone={STATUS_TONE[doc.status]}>{t(`documents.statuses.${doc.status}`)}</Badge>
        {doc.deleted && <Badge $tone="danger">{t('audit.timeline.deleted')}</Badge>}
        <span>{categoryLabel(doc.category, language)}</span>
        <span>{t('audit.timeline.version', { version: doc.version })}</span>
      </p>
      <div className="content" dir="auto" data-testid="timeline-content">
        {doc.content}
      </div>
    </article>
  );
}
