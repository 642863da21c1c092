import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KnowledgeDocument } from '@kb/contracts';
import { useDeleteDocumentMutation } from '../../../shared/api/documents-api';
import { serverMessage } from '../../../shared/api/error-message';
import { DocumentFilterBar } from '../../../shared/documents/document-filter-bar';
import { DocumentResults } from '../../../shared/documents/document-results';
import { DEFAULT_FILTERS, type DocumentFilters } from '../../../shared/documents/use-document-filters';
import { Button } from '../../../shared/ui/button';
import { pageRange } from '../../../shared/ui/paging';
import { useToast } from '../../../shared/ui/use-toast';
import { useGetOverviewQuery } from '../api/admin-api';
import { Bar, Muted } from './admin-styles';

/** SPEC's Content Management tab: filters, pages of 10, delete after the browser's confirmation, the real indexed share. */
export function ContentTab() {
  const { t } = useTranslation();
  const toast = useToast();
  const [filters, setFilters] = useState<DocumentFilters>(DEFAULT_FILTERS);
  const [remove] = useDeleteDocumentMutation();
  const { data: overview } = useGetOverviewQuery();
  const active = overview?.documents.byStatus.active ?? 0;
  const indexed = overview?.documents.indexed ?? 0;

  async function onDelete(doc: KnowledgeDocument) {
    if (!window.confirm(t('admin.content.confirmDelete'))) return;
    try {
      await remove(doc.id).unwrap();
      toast({ title: t('admin.api.success'), description: t('admin.content.deleted'), variant: 'success' });
    } catch (error) {
      toast({ title: t('admin.api.error'), description: serverMessage(error) ?? t('admin.content.deleteFailed'), variant: 'destructive' });
    }
  }

  return (
    <>
      <h2>{t('admin.tabs.content')}</h2>
      <div data-testid="indexed-share">
        <Muted>
          {t('admin.content.indexed')}: {t('admin.content.indexedValue', { indexed, active })}
        </Muted>
        <Bar $share={active ? indexed / active : 0} role="img" aria-label={t('admin.content.indexedValue', { indexed, active })} />
      </div>
      <DocumentFilterBar
        filters={filters}
        onChange={(patch) => setFilters((f) => ({ ...f, page: 1, ...patch }))}
        onReset={() => setFilters(DEFAULT_FILTERS)}
        showStatus
      />
      <DocumentResults
        filters={filters}
        onPage={(page) => setFilters((f) => ({ ...f, page }))}
        allStatuses
        caption={t('admin.content.caption')}
        pagerText={(info) => t('admin.content.pager', { ...pageRange(info), total: info.total })}
        empty={<Muted>{t('admin.content.empty')}</Muted>}
        actions={(doc) => (
          <Button
            type="button"
            $variant="secondary"
            onClick={() => void onDelete(doc)}
            aria-label={`${t('admin.content.delete')} ${doc.title}`}
          >
            {t('admin.content.delete')}
          </Button>
        )}
      />
    </>
  );
}
