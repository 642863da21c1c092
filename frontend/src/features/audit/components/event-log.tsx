import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AuditAppendedPayload, AuditEvent } from '@kb/contracts';
import { formatDateTime } from '../../../shared/i18n/format-date';
import { useLocale } from '../../../shared/i18n/use-locale';
import { Badge } from '../../../shared/ui/badge';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ButtonLink } from '../../../shared/ui/link-button';
import { Spinner } from '../../../shared/ui/spinner';
import { LinkButton, Row, Table, TableScroll } from '../../../shared/ui/table';
import { ErrorBox } from '../../../shared/documents/page-layout';
import { useAuditTailQuery, useListAuditEventsInfiniteQuery } from '../api/audit-api';
import { exportHref, matchesFilters, toEventsQuery, type AuditFilterValues } from '../audit-filters';
import { actorLabel } from './actor-label';
import { eventTypeLabel } from './event-type-label';
import { AuditFilterForm } from './audit-filter-form';
import { EventDrawer, type EventLinks } from './event-drawer';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  .group { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
  label.toggle { display: inline-flex; align-items: center; gap: 8px; font-weight: 600; }
`;

const Mono = styled.span`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 12.5px;
  overflow-wrap: anywhere;
`;

const Footer = styled.div`
  display: flex;
  justify-content: center;
  padding-block: 6px;
  color: ${({ theme }) => theme.color.textMuted};
`;

type Shown = AuditEvent | AuditAppendedPayload;

const TypeLabel = styled.span`
  display: block;
  font-size: 12.5px;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The filtered log: live events on top (newest first, highlighted), then the pages oldest first. */
export function EventLog({ filters, onFilters, links }: { filters: AuditFilterValues; onFilters: (f: AuditFilterValues) => void; links: EventLinks }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [live, setLive] = useState(true);
  const [open, setOpen] = useState<Shown | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const log = useListAuditEventsInfiniteQuery(toEventsQuery(filters));
  const tail = useAuditTailQuery(undefined, { skip: !live });

  // `currentData`: the pages of these filters only, never the previous filters' while they load.
  const pages = log.currentData?.pages;
  const events = useMemo(() => pages?.flatMap((p) => p.events) ?? [], [pages]);
  const liveEvents = useMemo(() => {
    const known = new Set(events.map((e) => e.position));
    return (tail.data ?? []).filter((e) => !known.has(e.position) && matchesFilters(e, filters));
  }, [tail.data, events, filters]);

  const row = (event: Shown, fresh: boolean) => (
    <Row key={`${fresh ? 'live' : 'log'}-${event.position}`} $changed={fresh} data-position={event.position} data-type={event.type} data-stream={event.streamId}>
      <td data-label={t('audit.table.position')}><Mono>{new Intl.NumberFormat(locale).format(event.position)}</Mono></td>
      <td data-label={t('audit.table.time')}><time dateTime={event.metadata.at}>{formatDateTime(event.metadata.at, locale)}</time></td>
      <td data-label={t('audit.table.type')}>
        <LinkButton
          type="button"
          dir="ltr"
          aria-label={`${event.type}, ${t('audit.table.open', { position: new Intl.NumberFormat(locale).format(event.position) })}`}
          onClick={(e) => {
            opener.current = e.currentTarget;
            setOpen(event);
          }}
        >
          {event.type}
        </LinkButton>{' '}
        <TypeLabel>{eventTypeLabel(event.type, t)}</TypeLabel>{' '}
        {fresh && <Badge $tone="warning">{t('audit.table.newBadge')}</Badge>}
      </td>
      <td data-label={t('audit.table.stream')}><Mono dir="ltr">{event.streamId}</Mono></td>
      <td data-label={t('audit.table.actor')}><span dir="auto">{actorLabel(event.metadata.actor, 'data' in event ? event.metadata.actorName : null, t)}</span></td>
    </Row>
  );

  return (
    <>
      <AuditFilterForm key={JSON.stringify(filters)} value={filters} onApply={onFilters} />
      <Bar>
        <label className="toggle">
          <input type="checkbox" role="switch" checked={live} onChange={(e) => setLive(e.target.checked)} />
          {t('audit.live.toggle')}
        </label>
        <label className="toggle">
          <input type="checkbox" role="switch" checked={filters.order !== 'asc'} onChange={(e) => onFilters({ ...filters, order: e.target.checked ? '' : 'asc' })} />
          {t('auditPickers.newestFirst')}
        </label>
        <div className="group" role="group" aria-label={t('audit.export.label')}>
          <ButtonLink href={exportHref(filters, 'csv')} download data-testid="export-csv">{t('audit.export.csv')}</ButtonLink>
          <ButtonLink href={exportHref(filters, 'jsonl')} download data-testid="export-jsonl">{t('audit.export.jsonl')}</ButtonLink>
        </div>
      </Bar>
      {log.isError && !pages ? (
        <ErrorBox role="alert">
          {t('audit.table.error')}
          <Button type="button" $variant="secondary" onClick={() => void log.refetch()}>{t('audit.table.retry')}</Button>
        </ErrorBox>
      ) : !pages ? (
        <Spinner label={t('audit.table.loading')} />
      ) : !events.length && !liveEvents.length ? (
        <EmptyState title={t('audit.table.empty')} text={t('audit.table.emptyText')} />
      ) : (
        <TableScroll>
          <Table $cards data-testid="audit-events" aria-busy={log.isFetching}>
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
                {liveEvents.map((e) => row(e, true))}
              </tbody>
            )}
            <tbody>{events.map((e) => row(e, false))}</tbody>
          </Table>
        </TableScroll>
      )}
      {pages && (
        <Footer>
          {log.hasNextPage ? (
            <Button type="button" $variant="secondary" onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
              {log.isFetchingNextPage ? t('audit.table.loadingMore') : t('audit.table.loadMore')}
            </Button>
          ) : (
            events.length > 0 && <span>{t('audit.table.end')}</span>
          )}
        </Footer>
      )}
      {open && (
        <EventDrawer
          shown={open}
          returnFocusTo={opener.current}
          onClose={() => setOpen(null)}
          onFilter={(change) => {
            setOpen(null);
            onFilters({ ...filters, ...change });
          }}
          links={links}
        />
      )}
    </>
  );
}
