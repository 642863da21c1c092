import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Spinner } from '../../../shared/ui/spinner';
import { ErrorBox } from '../../../shared/documents/page-layout';
import { useAuditTailQuery, useListAuditEventsInfiniteQuery } from '../api/audit-api';
import { matchesFilters, toEventsQuery, type AuditFilterValues } from '../audit-filters';
import { AuditFilterForm } from './audit-filter-form';
import { EventDrawer, type EventLinks } from './event-drawer';
import { EventLogBar } from './event-log-bar';
import { EventTable, type Shown } from './event-log-table';

const Footer = styled.div`
  display: flex;
  justify-content: center;
  padding-block: 6px;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The filtered log: live events on top (newest first, highlighted), then the pages oldest first. */
export function EventLog({
  filters,
  onFilters,
  links,
}: {
  filters: AuditFilterValues;
  onFilters: (f: AuditFilterValues) => void;
  links: EventLinks;
}) {
  const { t } = useTranslation();
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

  const openEvent = (event: Shown, target: HTMLElement) => {
    opener.current = target;
    setOpen(event);
  };

  return (
    <>
      <AuditFilterForm key={JSON.stringify(filters)} value={filters} onApply={onFilters} />
      <EventLogBar live={live} onLive={setLive} filters={filters} onFilters={onFilters} />
      {log.isError && !pages ? (
        <ErrorBox role="alert">
          {t('audit.table.error')}
          <Button type="button" $variant="secondary" onClick={() => void log.refetch()}>
            {t('audit.table.retry')}
          </Button>
        </ErrorBox>
      ) : !pages ? (
        <Spinner label={t('audit.table.loading')} />
      ) : !events.length && !liveEvents.length ? (
        <EmptyState title={t('audit.table.empty')} text={t('audit.table.emptyText')} />
      ) : (
        <EventTable liveEvents={liveEvents} events={events} busy={log.isFetching} onOpen={openEvent} />
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
