import { useEffect, useEffectEvent, type ReactNode } from 'react';
import type { KnowledgeDocument, Language } from '@kb/contracts';
import { useListDocumentsQuery } from '../api/documents-api';
import { Button } from '../ui/button';
import { Pagination } from '../ui/pagination';
import { pageCount, type PageInfo } from '../ui/paging';
import { Spinner } from '../ui/spinner';
import { useScreenT } from './document-labels';
import { DocumentTable } from './document-table';
import { ErrorBox } from './page-layout';
import type { DocumentFilters } from './use-document-filters';
import { useRecentChanges } from './use-recent-changes';

interface Props {
  filters: DocumentFilters;
  onPage: (page: number) => void;
  /** Everyone but admins is asked for active documents (the server enforces it anyway). */
  allStatuses: boolean;
  caption: string;
  pagerText: (info: PageInfo) => string;
  showPager?: (info: PageInfo) => boolean;
  empty: ReactNode;
  onOpen?: (doc: KnowledgeDocument) => void;
  actions?: (doc: KnowledgeDocument) => ReactNode;
  language?: Language;
}

/** One page of documents for the filters: loading, error, empty, the table and the pager; live. */
export function DocumentResults({
  filters,
  onPage,
  allStatuses,
  caption,
  pagerText,
  showPager = () => true,
  empty,
  onOpen,
  actions,
  language,
}: Props) {
  const { t } = useScreenT(language);
  const args = { ...filters, status: allStatuses ? filters.status : ('active' as const) };
  const { currentData, isFetching, isError, refetch } = useListDocumentsQuery(args);
  const changed = useRecentChanges(currentData?.documents, JSON.stringify(args));
  const info: PageInfo | null = currentData ? { total: currentData.total, page: currentData.page, limit: currentData.limit } : null;

  // Deletions can leave the page past the end: show the last page there is.
  const last = info ? pageCount(info) : 1;
  const goTo = useEffectEvent((page: number) => onPage(page));
  useEffect(() => {
    if (currentData && currentData.documents.length === 0 && filters.page > last) goTo(last);
  }, [currentData, filters.page, last]);

  if (isError && !currentData) {
    return (
      <ErrorBox role="alert">
        {t('documents.loadFailed')}
        <Button type="button" $variant="secondary" onClick={() => void refetch()}>
          {t('documents.retry')}
        </Button>
      </ErrorBox>
    );
  }
  if (!currentData || !info) return <Spinner label={t('documents.loading')} />;
  if (currentData.documents.length === 0) return <>{empty}</>;
  return (
    <div aria-busy={isFetching || undefined} data-testid="document-results" data-total={info.total}>
      <DocumentTable
        documents={currentData.documents}
        caption={caption}
        changed={changed}
        onOpen={onOpen}
        actions={actions}
        language={language}
      />
      {showPager(info) && (
        <Pagination
          info={info}
          text={pagerText(info)}
          label={t('documents.pagination')}
          previous={t('documents.previous')}
          next={t('documents.next')}
          onPage={onPage}
        />
      )}
    </div>
  );
}
