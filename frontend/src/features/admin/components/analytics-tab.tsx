import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language, QuestionGap } from '@kb/contracts';
import { SelectField } from '../../../shared/ui/select';
import { Spinner } from '../../../shared/ui/spinner';
import { TextField } from '../../../shared/ui/text-field';
import { useGetGapsQuery } from '../api/admin-api';
import { Muted, Row } from './admin-styles';
import { DocumentUse, UnansweredGaps, UnhelpfulAnswers } from './analytics-gaps';
import { NewDocumentForm } from './analytics-new-document';

const day = (d: Date) => d.toISOString().slice(0, 10);

/** What staff could not find: grouped unanswered questions, unhelpful answers, document use. No asker is shown. */
export function AnalyticsTab() {
  const { t } = useTranslation();
  const [from, setFrom] = useState(() => day(new Date(Date.now() - 30 * 24 * 3600_000)));
  const [to, setTo] = useState(() => day(new Date()));
  const [language, setLanguage] = useState<Language | ''>('');
  const [creating, setCreating] = useState<QuestionGap | null>(null);
  const { data, isError, isFetching } = useGetGapsQuery({ from, to, language }, { refetchOnMountOrArgChange: true });

  return (
    <>
      <h2>{t('admin.tabs.analytics')}</h2>
      <Row>
        <TextField
          label={t('admin.analytics.from')}
          type="date"
          value={from}
          max={to}
          onChange={(e) => e.target.value && setFrom(e.target.value)}
        />
        <TextField
          label={t('admin.analytics.to')}
          type="date"
          value={to}
          min={from}
          onChange={(e) => e.target.value && setTo(e.target.value)}
        />
        <SelectField
          label={t('admin.analytics.language')}
          value={language}
          onChange={(e) => setLanguage(e.target.value as Language | '')}
          options={[
            { value: '', label: t('admin.analytics.anyLanguage') },
            { value: 'en', label: t('language.en') },
            { value: 'ar', label: t('language.ar') },
          ]}
        />
      </Row>
      {creating && <NewDocumentForm key={creating.question} gap={creating} onDone={() => setCreating(null)} />}
      {isError && !data && <Muted role="alert">{t('admin.analytics.loadFailed')}</Muted>}
      {!data && !isError && <Spinner label={t('app.loading')} />}
      {data && (
        <div aria-busy={isFetching || undefined} style={{ display: 'grid', gap: 16 }}>
          <UnansweredGaps gaps={data.unanswered} onCreate={setCreating} />
          <UnhelpfulAnswers answers={data.unhelpful} />
          <DocumentUse mostCited={data.mostCited} neverCited={data.neverCited} />
        </div>
      )}
    </>
  );
}
