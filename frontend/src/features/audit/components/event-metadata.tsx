import { useTranslation } from 'react-i18next';
import type { AuditEvent } from '@kb/contracts';
import { formatDateTime } from '../../../shared/i18n/format-date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { actorLabel } from './actor-label';

/** An event's metadata in the drawer: who, when, where in which stream, why (correlation, causation, trace) and its hash. */
export function EventMetadata({ event }: { event: AuditEvent }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const none = t('audit.drawer.none');
  return (
    <section aria-label={t('audit.drawer.metadata')}>
      <dl>
        <dt>{t('audit.drawer.actor')}</dt>
        <dd data-testid="drawer-actor">
          <span dir="auto" data-testid="drawer-actor-name">
            {actorLabel(event.metadata.actor, event.metadata.actorName, t)}
          </span>
          {/* The name for people, the id for the record (issue 48). */}
          {event.metadata.actorName && (
            <span className="actor-id">
              <code dir="ltr" data-testid="drawer-actor-id">
                {event.metadata.actor}
              </code>
            </span>
          )}
        </dd>
        <dt>{t('audit.drawer.time')}</dt>
        <dd>
          <time dateTime={event.metadata.at} data-testid="drawer-time">
            {formatDateTime(event.metadata.at, locale)}
          </time>
        </dd>
        <dt>{t('audit.drawer.stream')}</dt>
        <dd>
          <code dir="ltr">{event.streamId}</code>
        </dd>
        <dt>{t('audit.drawer.streamVersion')}</dt>
        <dd>{event.streamVersion}</dd>
        <dt>{t('audit.drawer.correlationId')}</dt>
        <dd>
          <code dir="ltr">{event.metadata.correlationId}</code>
        </dd>
        <dt>{t('audit.drawer.causationId')}</dt>
        <dd>{event.metadata.causationId ? <code dir="ltr">{event.metadata.causationId}</code> : none}</dd>
        <dt>{t('audit.drawer.traceId')}</dt>
        <dd>
          {event.metadata.traceId ? (
            <code dir="ltr" data-testid="audit-trace-id">
              {event.metadata.traceId}
            </code>
          ) : (
            none
          )}
        </dd>
        <dt>{t('audit.drawer.hash')}</dt>
        <dd>
          <code dir="ltr">{event.hash}</code>
        </dd>
      </dl>
    </section>
  );
}
