import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AuditAppendedPayload, AuditEvent } from '@kb/contracts';
import { formatDateTime } from '../../../shared/i18n/format-date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { Badge } from '../../../shared/ui/badge';
import { LinkButton, Row, Table, TableScroll } from '../../../shared/ui/table';
import { actorLabel } from './actor-label';
import { eventTypeLabel } from './event-type-label';

/** An event as the log shows it: a whole one from a page, or a live one (metadata only). */
export type Shown = AuditEvent | AuditAppendedPayload;

const Mono = styled.span`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 12.5px;
  overflow-wrap: anywhere;
`;

const TypeLabel = styled.span`
  display: block;
  font-size: 12.5px;
  color: ${({ theme }) => theme.color.textMuted};
`;

type Open = (event: Shown, opener: HTMLElement) => void;

/** One event: position, time, type (opens the drawer), stream and actor; a live one is highlighted. */
function EventRow({ event, fresh, onOpen }: { event: Shown; fresh: boolean; onOpen: Open }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <Row $changed={fresh} data-position={event.position} data-type={event.type} data-stream={event.streamId}>
      <td data-label={t('audit.table.position')}>
        <Mono>{new Intl.NumberFormat(locale).format(event.position)}</Mono>
      </td>
      <td data-label={t('audit.table.time')}>
        <time dateTime={event.metadata.at}>{formatDateTime(event.metadata.at, locale)}</time>
      </td>
      <td data-label={t('audit.table.type')}>
        <LinkButton
          type="button"
          dir="ltr"
          aria-label={`${event.type}, ${t('audit.table.open', { position: new Intl.NumberFormat(locale).format(event.position) })}`}
          onClick={(e) => onOpen(event, e.currentTarget)}
        >
          {event.type}
        </LinkButton>{' '}
        <TypeLabel>{eventTypeLabel(event.type, t)}</TypeLabel> {fresh && <Badge $tone="warning">{t('audit.table.newBadge')}</Badge>}
      </td>
      <td data-label={t('audit.table.stream')}>
        <Mono dir="ltr">{event.streamId}</Mono>
      </td>
      <td data-label={t('audit.table.actor')}>
        <span dir="auto">{actorLabel(event.metadata.actor, event.metadata.actorName, t)}</span>
      </td>
    </Row>
  );
}

interface EventTableProps {
  liveEvents: Shown[];
  events: Shown[];
  busy: boolean;
  onOpen: Open;
}

/** The live events (newest first) in a body of their own above the loaded pages. */
export function EventTable({ liveEvents, events, busy, onOpen }: EventTableProps) {
  const { t } = useTranslation();
  return (
    <TableScroll>
      <Table $cards data-testid="audit-events" aria-busy={busy}>
        <caption className="visually-hidden">{t('audit.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('audit.table.position')}</th>
            <th scope="col">{t('audit.table.time')}</th>
            <th scope="col">{t('audit.table.type')}</th>
            <th scope="col">{t('audit.table.stream')}</th>
            <th scope="col">{t('audit.table.actor')}</th>
          </tr>
        </thead>
        {liveEvents.length > 0 && (
          <tbody aria-label={t('audit.live.heading')} data-testid="audit-live">
            {liveEvents.map((e) => (
              <EventRow key={`live-${e.position}`} event={e} fresh onOpen={onOpen} />
            ))}
          </tbody>
        )}
        <tbody>
          {events.map((e) => (
            <EventRow key={`log-${e.position}`} event={e} fresh={false} onOpen={onOpen} />
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}
