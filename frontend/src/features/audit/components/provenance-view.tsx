import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AnswerReading, AuditProvenanceSource } from '@kb/contracts';
import { formatDateTime } from '../../../shared/i18n/format-date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { Badge } from '../../../shared/ui/badge';
import { Spinner } from '../../../shared/ui/spinner';
import { useProvenanceQuery } from '../api/audit-api';
import { splitAroundPassage } from '../passage';
import { Stack } from './stack';
import { IdForm } from './id-form';

const Card = styled.section`
  display: grid;
  gap: 10px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  h2 {
    font-size: 16px;
  }
  h3 {
    font-size: 15px;
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 13px;
  }
  .text {
    white-space: pre-wrap;
    line-height: 1.7;
  }
  .content {
    max-block-size: 40dvh;
    overflow: auto;
    padding: 12px;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  .reading {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 4px 12px;
    margin: 0;
    font-size: 13px;
  }
  .reading dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  .reading dd {
    margin: 0;
  }
  mark {
    padding-inline: 2px;
    border-radius: 3px;
    background: rgba(255, 213, 79, 0.7);
    color: inherit;
  }
`;

/** Why an answer said what it said: question, reply, and each source as it was then with the quoted passage marked. */
export function ProvenanceView({ messageId, onChoose }: { messageId: string; onChoose: (id: string) => void }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <IdForm
        key={messageId}
        label={t('audit.provenance.messageId')}
        submit={t('audit.provenance.show')}
        value={messageId}
        onSubmit={onChoose}
      />
      {messageId ? <Provenance messageId={messageId} /> : <p>{t('audit.provenance.hint')}</p>}
    </Stack>
  );
}

function Provenance({ messageId }: { messageId: string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { data, isError } = useProvenanceQuery(messageId);
  if (isError) return <p role="alert">{t('audit.provenance.error')}</p>;
  if (!data) return <Spinner label={t('audit.provenance.loading')} />;
  const { question, reply } = data;
  return (
    <Stack data-testid="provenance">
      <Card aria-labelledby="prov-question">
        <h2 id="prov-question">{t('audit.provenance.question')}</h2>
        <p className="meta">
          <span>
            {t('audit.provenance.askedBy')}: <bdi>{data.ownerName ?? data.ownerId}</bdi>
          </span>
          <span>
            {t('audit.provenance.askedAt')}: <time dateTime={question.at}>{formatDateTime(question.at, locale)}</time>
          </span>
          {data.fileId && <span data-testid="provenance-file">{t('audit.provenance.askedOfFile')}</span>}
        </p>
        <p className="text" dir="auto" data-testid="provenance-question">
          {question.content}
        </p>
      </Card>
      <Card aria-labelledby="prov-reply">
        <h2 id="prov-reply">{t('audit.provenance.reply')}</h2>
        {!reply ? (
          <p>{t('audit.provenance.noReply')}</p>
        ) : (
          <>
            <p className="meta">
              <span>
                {t('audit.provenance.repliedAt')}: <time dateTime={reply.at}>{formatDateTime(reply.at, locale)}</time>
              </span>
              <Badge $tone={reply.mode === 'uncertain' ? 'warning' : 'neutral'}>
                {t(`audit.provenance.mode.${reply.mode}`, { defaultValue: reply.mode })}
              </Badge>
            </p>
            {reply.error && <p role="alert">{t('audit.provenance.replyError', { error: reply.error })}</p>}
            {reply.reading && <Reading reading={reply.reading} />}
            <p className="text" dir="auto" data-testid="provenance-reply">
              {reply.content}
            </p>
          </>
        )}
      </Card>
      <h2>{t('audit.provenance.sources')}</h2>
      {!data.sources.length && <p>{t('audit.provenance.noSources')}</p>}
      {data.sources.map((source) => (
        <Source key={source.documentId} source={source} />
      ))}
    </Stack>
  );
}

/** What was searched for the question: the model's standalone rewrite, the previous question it was read with, other-language forms. */
function Reading({ reading }: { reading: AnswerReading }) {
  const { t } = useTranslation();
  if (reading.kind === 'as_asked' && !reading.translated?.length) return null;
  return (
    <dl className="reading" data-testid="provenance-reading">
      <dt>{t(`audit.provenance.reading.${reading.kind}`)}</dt>
      <dd dir="auto">{reading.searched}</dd>
      {reading.previous && (
        <>
          <dt>{t('audit.provenance.reading.previous')}</dt>
          <dd dir="auto">{reading.previous}</dd>
        </>
      )}
      {reading.translated?.length ? (
        <>
          <dt>{t('audit.provenance.reading.translated')}</dt>
          <dd dir="auto">{reading.translated.join(' · ')}</dd>
        </>
      ) : null}
    </dl>
  );
}

function Source({ source }: { source: AuditProvenanceSource }) {
  const { t } = useTranslation();
  return (
    <Card data-testid="provenance-source" data-document-id={source.documentId}>
      <h3 dir="auto">{source.title}</h3>
      <p className="meta">
        <Badge>
          {source.version === null ? t('audit.provenance.unknownVersion') : t('audit.provenance.version', { version: source.version })}
        </Badge>
        <span>{t(source.basis === 'recorded' ? 'audit.provenance.recorded' : 'audit.provenance.derived')}</span>
        <code dir="ltr">{source.documentId}</code>
      </p>
      {source.passage ? (
        <p className="meta">
          {t('audit.provenance.passage')}:{' '}
          <mark dir="auto" data-testid="provenance-passage">
            {source.passage}
          </mark>
        </p>
      ) : (
        <p className="meta">{t('audit.provenance.noPassage')}</p>
      )}
      {source.content === null ? (
        <p>{t('audit.provenance.contentMissing')}</p>
      ) : (
        <div className="content text" dir="auto" aria-label={t('audit.provenance.contentThen')} role="region">
          {splitAroundPassage(source.content, source.passage).map((part, i) =>
            part.quoted ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
          )}
        </div>
      )}
    </Card>
  );
}
