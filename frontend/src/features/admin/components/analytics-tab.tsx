import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language, QuestionGap } from '@kb/contracts';
import { DocumentFields } from '../../../shared/documents/document-fields';
import { useDocumentCreator } from '../../../shared/documents/use-document-creator';
import { formatDateTime } from '../../../shared/i18n/format-date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { Button } from '../../../shared/ui/button';
import { SelectField } from '../../../shared/ui/select';
import { Spinner } from '../../../shared/ui/spinner';
import { TextField } from '../../../shared/ui/text-field';
import { useToast } from '../../../shared/ui/use-toast';
import { useGetGapsQuery } from '../api/admin-api';
import { Muted, Row, Section } from './admin-styles';

const day = (d: Date) => d.toISOString().slice(0, 10);

/** A new document for an unanswered question, its title prefilled: the gap closes in two clicks. */
function NewDocumentForm({ gap, onDone }: { gap: QuestionGap; onDone: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const creator = useDocumentCreator({
    prefill: { title: gap.question },
    onCreated: () => {
      toast({ title: t('admin.analytics.createdDocument'), variant: 'success' });
      onDone();
    },
  });
  return (
    <Section as="form" onSubmit={(e: React.FormEvent) => (e.preventDefault(), creator.save())} data-testid="gap-document-form" aria-label={t('admin.analytics.newDocument')}>
      <h3>{t('admin.analytics.newDocument')}</h3>
      <DocumentFields value={creator.draft} onChange={creator.setDraft} errors={creator.errors} disabled={creator.busy} contentRows={6} />
      <Row>
        <Button type="submit" disabled={creator.busy}>
          {t('admin.analytics.createDocument')}
        </Button>
        <Button type="button" $variant="ghost" onClick={onDone}>
          {t('admin.users.cancel')}
        </Button>
      </Row>
    </Section>
  );
}

/** What staff could not find: grouped unanswered questions, unhelpful answers, document use. No asker is shown. */
export function AnalyticsTab() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [from, setFrom] = useState(() => day(new Date(Date.now() - 30 * 24 * 3600_000)));
  const [to, setTo] = useState(() => day(new Date()));
  const [language, setLanguage] = useState<Language | ''>('');
  const [creating, setCreating] = useState<QuestionGap | null>(null);
  const { data, isError, isFetching } = useGetGapsQuery({ from, to, language }, { refetchOnMountOrArgChange: true });

  return (
    <>
      <h2>{t('admin.tabs.analytics')}</h2>
      <Row>
        <TextField label={t('admin.analytics.from')} type="date" value={from} max={to} onChange={(e) => e.target.value && setFrom(e.target.value)} />
        <TextField label={t('admin.analytics.to')} type="date" value={to} min={from} onChange={(e) => e.target.value && setTo(e.target.value)} />
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
          <Section aria-labelledby="gaps-unanswered" data-testid="gaps-unanswered">
            <h3 id="gaps-unanswered">{t('admin.analytics.unanswered')}</h3>
            {data.unanswered.length === 0 && <Muted>{t('admin.analytics.unansweredEmpty')}</Muted>}
            <ul>
              {data.unanswered.map((gap) => (
                <li key={`${gap.language}:${gap.question}`} data-count={gap.count}>
                  <strong dir="auto" lang={gap.language}>
                    {gap.question}
                  </strong>{' '}
                  <Muted as="span">
                    · {t('admin.analytics.asked', { count: gap.count })}
                    {gap.publicCount > 0 && <> · {t('admin.analytics.askedPublicly', { count: gap.publicCount })}</>} · {t('admin.analytics.lastAsked', { date: formatDateTime(gap.lastAskedAt, locale) })}
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
                    <Button type="button" $variant="secondary" onClick={() => setCreating(gap)}>
                      {t('admin.analytics.createDocument')}
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          </Section>
          <Section aria-labelledby="gaps-unhelpful" data-testid="gaps-unhelpful">
            <h3 id="gaps-unhelpful">{t('admin.analytics.unhelpful')}</h3>
            {data.unhelpful.length === 0 && <Muted>{t('admin.analytics.unhelpfulEmpty')}</Muted>}
            <ul>
              {data.unhelpful.map((a) => (
                <li key={a.messageId}>
                  <strong dir="auto">{a.question}</strong>
                  <Muted dir="auto">{a.answer.length > 220 ? `${a.answer.slice(0, 220)}…` : a.answer}</Muted>
                  <Muted>
                    {t('admin.analytics.sources')}: {a.sources.length ? a.sources.map((s) => s.title).join(' · ') : t('admin.analytics.noSources')} ·{' '}
                    {formatDateTime(a.ratedAt, locale)}
                  </Muted>
                </li>
              ))}
            </ul>
          </Section>
          <Row style={{ alignItems: 'stretch' }}>
            <Section style={{ flex: '1 1 320px' }} data-testid="gaps-most-cited">
              <h3>{t('admin.analytics.mostCited')}</h3>
              {data.mostCited.length === 0 && <Muted>{t('admin.analytics.mostCitedEmpty')}</Muted>}
              <ol>
                {data.mostCited.map((d) => (
                  <li key={d.id}>
                    <span dir="auto">{d.title}</span> <Muted as="span">· {t('admin.analytics.citations', { count: d.citations })}</Muted>
                  </li>
                ))}
              </ol>
            </Section>
            <Section style={{ flex: '1 1 320px' }} data-testid="gaps-never-cited">
              <h3>{t('admin.analytics.neverCited')}</h3>
              {data.neverCited.length === 0 && <Muted>{t('admin.analytics.neverCitedEmpty')}</Muted>}
              <ul>
                {data.neverCited.map((d) => (
                  <li key={d.id} dir="auto">
                    {d.title}
                  </li>
                ))}
              </ul>
            </Section>
          </Row>
        </div>
      )}
    </>
  );
}
