import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DocumentFilterBar } from '../../../shared/documents/document-filter-bar';
import { DocumentResults } from '../../../shared/documents/document-results';
import { PageFrame, PageHeader } from '../../../shared/documents/page-layout';
import { useDocumentFilters } from '../../../shared/documents/use-document-filters';
import { EmptyState } from '../../../shared/ui/empty-state';
import { pageCount } from '../../../shared/ui/paging';
import { DocumentReader } from './document-reader';

/**
 * The knowledge library for every signed-in user: search, category (and, for admins, status)
 * filters in the URL, pages, and a reader for one document (`?doc=<id>`, where a chat Source links).
 */
export function LibraryPage({ isAdmin = false }: { isAdmin?: boolean }) {
  const { t } = useTranslation();
  const { filters, update, reset } = useDocumentFilters();
  const [params, setParams] = useSearchParams();
  const openId = params.get('doc');
  // The row button that opened the reader gets focus back when it closes.
  const opener = useRef<HTMLElement | null>(null);

  const setOpen = (id: string | null) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (id) next.set('doc', id);
      else next.delete('doc');
      return next;
    });

  return (
    <PageFrame>
      <PageHeader title={t('library.title')} subtitle={t('library.subtitle')} />
      <DocumentFilterBar filters={filters} onChange={update} onReset={reset} showStatus={isAdmin} />
      <DocumentResults
        filters={filters}
        onPage={(page) => update({ page })}
        allStatuses={isAdmin}
        caption={t('library.tableCaption')}
        pagerText={(info) => t('documents.pageOf', { page: info.page, pages: pageCount(info) })}
        empty={<EmptyState title={t('documents.empty')} />}
        onOpen={(doc) => {
          opener.current = document.activeElement as HTMLElement | null;
          setOpen(doc.id);
        }}
      />
      {openId && <DocumentReader id={openId} onClose={() => setOpen(null)} returnFocusTo={opener} />}
    </PageFrame>
  );
}
