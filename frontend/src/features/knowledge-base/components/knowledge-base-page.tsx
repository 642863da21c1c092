import { useState } from 'react';
import styled from 'styled-components';
import type { KnowledgeDocument } from '@kb/contracts';
import { DocumentFilterBar } from '../../../shared/documents/document-filter-bar';
import { useScreenT } from '../../../shared/documents/document-labels';
import { DocumentResults } from '../../../shared/documents/document-results';
import { PageHeader, StandaloneScreen } from '../../../shared/documents/page-layout';
import { useDocumentFilters } from '../../../shared/documents/use-document-filters';
import { Button, IconButton } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { EditIcon, FileIcon, PlusIcon, TrashIcon } from '../../../shared/ui/icons';
import { needsPager, pageRange } from '../../../shared/ui/paging';
import { KbAddForm } from './kb-add-form';
import { KbDeleteDialog } from './kb-delete-dialog';
import { KbEditForm } from './kb-edit-form';
import { KbGuide } from './kb-guide';

const Section = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 12px;
  h2 {
    font-size: 18px;
  }
`;

const RowActions = styled.div`
  display: flex;
  gap: 2px;
`;

/**
 * SPEC.md /knowledge-base: the Arabic document manager for admins (the route guard turns others
 * away). Its text is Arabic whatever the UI language; updates are PUT with If-Match.
 */
export function KnowledgeBasePage({ userId }: { userId?: string }) {
  const { t } = useScreenT('ar');
  const { filters, update, reset } = useDocumentFilters();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<KnowledgeDocument | null>(null);
  const [deleting, setDeleting] = useState<KnowledgeDocument | null>(null);

  const startAdd = () => {
    setEditing(null);
    setAdding(true);
  };

  return (
    <StandaloneScreen
      backLabel={t('knowledgeBase.backToChat')}
      lang="ar"
      dir="rtl"
      overlays={deleting && <KbDeleteDialog doc={deleting} onClose={() => setDeleting(null)} />}
    >
      <PageHeader title={t('knowledgeBase.title')} subtitle={t('knowledgeBase.subtitle')}>
        <div className="actions">
          <Button type="button" onClick={startAdd} aria-expanded={adding}>
            <PlusIcon size={16} /> {t('knowledgeBase.addDocument')}
          </Button>
        </div>
      </PageHeader>

      {adding && <KbAddForm onDone={() => setAdding(false)} />}
      {editing && <KbEditForm key={editing.id} doc={editing} userId={userId} onDone={() => setEditing(null)} />}

      <Section aria-labelledby="kb-library">
        <h2 id="kb-library">{t('knowledgeBase.libraryTitle')}</h2>
        <DocumentFilterBar filters={filters} onChange={update} onReset={reset} showStatus searchMode="button" language="ar" />
        <DocumentResults
          language="ar"
          filters={filters}
          onPage={(page) => update({ page })}
          allStatuses
          caption={t('knowledgeBase.libraryTitle')}
          showPager={needsPager}
          pagerText={(info) => t('documents.range', { ...pageRange(info), total: info.total })}
          empty={
            <EmptyState icon={<FileIcon size={36} />} title={t('knowledgeBase.emptyTitle')} text={t('knowledgeBase.emptyText')}>
              <Button type="button" onClick={startAdd}>
                <PlusIcon size={16} /> {t('knowledgeBase.addDocument')}
              </Button>
            </EmptyState>
          }
          actions={(doc) => (
            <RowActions>
              <IconButton
                type="button"
                aria-label={`${t('documents.edit')}: ${doc.title}`}
                onClick={() => {
                  setAdding(false);
                  setEditing(doc);
                }}
              >
                <EditIcon size={16} />
              </IconButton>
              <IconButton type="button" aria-label={`${t('documents.delete')}: ${doc.title}`} onClick={() => setDeleting(doc)}>
                <TrashIcon size={16} />
              </IconButton>
            </RowActions>
          )}
        />
      </Section>
      <KbGuide />
    </StandaloneScreen>
  );
}
