import { useTranslation } from 'react-i18next';
import type { AnalyticsGaps, QuestionGap } from '@kb/contracts';
import { formatDateTime } from '../../../shared/i18n/format-date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { Button } from '../../../shared/ui/button';
import { Muted, Row, Section } from './admin-styles';

/** Unanswered questions, grouped, with how often (and how often publicly) and a "Create document" each. */
export function UnansweredGaps({ gaps, onCreate }: { gaps: AnalyticsGaps['unanswered']; onCreate: (gap: QuestionGap) => void }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <Section aria-labelledby="gaps-unanswered" data-testid="gaps-unanswered">
      <h3 id="gaps-unanswered">{t('admin.analytics.unanswered')}</h3>
      {gaps.length === 0 && <Muted>{t('admin.analytics.unansweredEmpty')}</Muted>}
      <ul>
        {gaps.map((gap) => (
          <li key={`${gap.language}:${gap.question}`} data-count={gap.count}>
            <strong dir="auto" lang={gap.language}>
              {gap.question}
            </strong>{' '}
            <Muted as="span">
              · {t('admin.analytics.asked', { count: gap.count })}
              {gap.publicCount > 0 && <> · {t('admin.analytics.askedPublicly', { count: gap.publicCount })}</>} ·{' '}
              {t('admin.analytics.lastAsked', { date: formatDateTime(gap.lastAskedAt, locale) })}
            </Muted>
            {gap.variants.length > 0 && (
              <Muted>
                {t('admin.analytics.alsoAsked')}{' '}
                {gap.variants.map((v) => (
                  <q key={v} dir="auto" lang={gap.language}>
                    {v}
                  </q>
                ))}
              </Muted>
            )}
            <div>
              <Button type="button" $variant="secondary" onClick={() => onCreate(gap)}>
                {t('admin.analytics.createDocument')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Answers rated unhelpful: the question, the start of the answer, its sources and when. */
export function UnhelpfulAnswers({ answers }: { answers: AnalyticsGaps['unhelpful'] }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <Section aria-labelledby="gaps-unhelpful" data-testid="gaps-unhelpful">
      <h3 id="gaps-unhelpful">{t('admin.analytics.unhelpful')}</h3>
      {answers.length === 0 && <Muted>{t('admin.analytics.unhelpfulEmpty')}</Muted>}
      <ul>
        {answers.map((a) => (
          <li key={a.messageId}>
            <strong dir="auto">{a.question}</strong>
            <Muted dir="auto">{a.answer.length > 220 ? `${a.answer.slice(0, 220)}…` : a.answer}</Muted>
            <Muted>
              {t('admin.analytics.sources')}:{' '}
              {a.sources.length ? a.sources.map((s) => s.title).join(' · ') : t('admin.analytics.noSources')} ·{' '}
              {formatDateTime(a.ratedAt, locale)}
            </Muted>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Document use: the most cited documents, and those never cited. */
export function DocumentUse({ mostCited, neverCited }: Pick<AnalyticsGaps, 'mostCited' | 'neverCited'>) {
  const { t } = useTranslation();
  return (
    <Row style={{ alignItems: 'stretch' }}>
      <Section style={{ flex: '1 1 320px' }} data-testid="gaps-most-cited">
        <h3>{t('admin.analytics.mostCited')}</h3>
        {mostCited.length === 0 && <Muted>{t('admin.analytics.mostCitedEmpty')}</Muted>}
        <ol>
          {mostCited.map((d) => (
            <li key={d.id}>
              <span dir="auto">{d.title}</span> <Muted as="span">· {t('admin.analytics.citations', { count: d.citations })}</Muted>
            </li>
          ))}
        </ol>
      </Section>
      <Section style={{ flex: '1 1 320px' }} data-testid="gaps-never-cited">
        <h3>{t('admin.analytics.neverCited')}</h3>
        {neverCited.length === 0 && <Muted>{t('admin.analytics.neverCitedEmpty')}</Muted>}
        <ul>
          {neverCited.map((d) => (
            <li key={d.id} dir="auto">
              {d.title}
            </li>
          ))}
        </ul>
      </Section>
    </Row>
  );
}
