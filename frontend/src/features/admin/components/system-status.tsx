import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/i18n/format-date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { Badge } from '../../../shared/ui/badge';
import { Spinner } from '../../../shared/ui/spinner';
import { useGetOverviewQuery } from '../api/admin-api';
import { activityLine } from './activity-line';
import { Figures, Muted, Section } from './admin-styles';

/** Real figures from the analytics read model, refetched when events arrive. */
export function SystemStatus() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { data, isError } = useGetOverviewQuery();
  const number = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent' });

  return (
    <Section aria-labelledby="system-status" data-testid="system-status">
      <h2 id="system-status">
        {t('admin.status.title')} <Badge $tone="success">{t('admin.status.online')}</Badge>
      </h2>
      {isError && !data && <Muted role="alert">{t('admin.status.loadFailed')}</Muted>}
      {!data && !isError && <Spinner label={t('app.loading')} />}
      {data && (
        <>
          <Figures>
            <div data-testid="figure-documents">
              <dt>{t('admin.status.documents')}</dt>
              <dd>
                {number.format(data.documents.total)}
                <small>{t('admin.status.addedThisWeek', { count: data.documents.addedThisWeek })}</small>
                <small>{t('admin.status.documentsDetail', data.documents.byStatus)}</small>
              </dd>
            </div>
            <div data-testid="figure-users">
              <dt>{t('admin.status.users')}</dt>
              <dd>
                {number.format(data.users.total)}
                <small>{t('admin.status.addedThisWeek', { count: data.users.addedThisWeek })}</small>
                {data.users.disabled > 0 && <small>{t('admin.status.usersDisabled', { count: data.users.disabled })}</small>}
              </dd>
            </div>
            <div data-testid="figure-questions">
              <dt>{t('admin.status.questions')}</dt>
              <dd>
                {number.format(data.questions.last30Days)}
                <small>{t('admin.status.last30Days')}</small>
              </dd>
            </div>
            <div data-testid="figure-answered">
              <dt>{t('admin.status.answered')}</dt>
              <dd>
                {data.questions.answeredShare === null ? '–' : percent.format(data.questions.answeredShare)}
                <small>{t('admin.status.answeredDetail')}</small>
              </dd>
            </div>
            <div data-testid="figure-ratings">
              <dt>{t('admin.status.ratings')}</dt>
              <dd>
                {number.format(data.ratings.helpful + data.ratings.notHelpful)}
                <small>{t('admin.status.ratingsDetail', data.ratings)}</small>
                <small data-testid="conversation-ratings">
                  {t('siteAdmin.conversationRatings', {
                    useful: data.ratings.conversationsUseful ?? 0,
                    notUseful: data.ratings.conversationsNotUseful ?? 0,
                  })}
                </small>
              </dd>
            </div>
          </Figures>
          <h3>{t('admin.status.recent')}</h3>
          {data.recent.length === 0 ? (
            <Muted>{t('admin.status.noActivity')}</Muted>
          ) : (
            <ul data-testid="recent-activity">
              {data.recent.map((item) => (
                <li key={item.id}>
                  <span dir="auto">{activityLine(item, t)}</span> <Muted as="span">· {formatDateTime(item.at, locale)}</Muted>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Section>
  );
}
