import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DocumentFilterBar } from '../../../shared/documents/document-filter-bar';
import { DocumentResults } from '../../../shared/documents/document-results';
import { PageHeader, StandaloneScreen } from '../../../shared/documents/page-layout';
import { useDocumentFilters } from '../../../shared/documents/use-document-filters';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { FolderIcon, PlusIcon } from '../../../shared/ui/icons';
import { pageCount } from '../../../shared/ui/paging';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '../../../shared/ui/tabs';
import { DocumentActionsMenu } from './document-actions-menu';
import { DocumentManagerDialogs, type OpenDialog } from './document-manager-dialogs';
import { UploadedFilesTab } from './uploaded-files-tab';
import { useTabParam } from './use-tab-param';
import { useArchive } from './use-archive';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 10px;
`;

/**
 * SPEC.md /document-manager: header with Back to Chat, Upload File and add-document; the Knowledge
 * Documents and Uploaded Files tabs; add, edit, delete, upload and category dialogs. Write actions
 * are shown to admins only (the server enforces them).
 */
export function DocumentManagerPage({ isAdmin = false, userId }: { isAdmin?: boolean; userId?: string }) {
  const { t } = useTranslation();
  const { filters, update, reset } = useDocumentFilters();
  const [tab, setTab] = useTabParam();
  const [open, setOpen] = useState<OpenDialog>(null);
  const { archive, toast: archiveToast } = useArchive();

  return (
    <StandaloneScreen
      backLabel={t('documentManager.backToChat')}
      overlays={
        <>
          <DocumentManagerDialogs open={open} setOpen={setOpen} userId={userId} />
          {archiveToast}
        </>
      }
    >
      <PageHeader title={t('documentManager.title')} subtitle={isAdmin ? t('documentManager.subtitle') : t('documentManager.readOnly')}>
        {isAdmin && (
          <div className="actions">
            <Button type="button" $variant="secondary" onClick={() => setOpen({ kind: 'upload' })}>
              <FolderIcon size={16} /> {t('documentManager.uploadFile')}
            </Button>
            <Button type="button" onClick={() => setOpen({ kind: 'add' })}>
              <PlusIcon size={16} /> {t('documentManager.addDocument')}
            </Button>
          </div>
        )}
      </PageHeader>

      <TabsRoot value={tab} onValueChange={setTab}>
        <Toolbar>
          <TabsList aria-label={t('documentManager.tabsLabel')}>
            <TabsTrigger value="documents">{t('documentManager.documentsTab')}</TabsTrigger>
            <TabsTrigger value="files">{t('documentManager.filesTab')}</TabsTrigger>
          </TabsList>
          {tab === 'documents' && (
            <Button type="button" $variant="ghost" onClick={() => setOpen({ kind: 'categories' })}>
              {t('documentManager.manageCategories')}
            </Button>
          )}
        </Toolbar>
        <TabsContent value="documents">
          <DocumentFilterBar filters={filters} onChange={update} onReset={reset} showStatus={isAdmin} />
          <DocumentResults
            filters={filters}
            onPage={(page) => update({ page })}
            allStatuses={isAdmin}
            caption={t('documentManager.documentsTab')}
            pagerText={(info) => t('documents.pageOf', { page: info.page, pages: pageCount(info) })}
            empty={<EmptyState title={t('documents.empty')} />}
            actions={
              isAdmin
                ? (doc) => (
                    <DocumentActionsMenu
                      doc={doc}
                      onEdit={(opener) => setOpen({ kind: 'edit', doc, opener })}
                      onArchive={() => void archive(doc)}
                      onDelete={(opener) => setOpen({ kind: 'delete', doc, opener })}
                    />
                  )
                : undefined
            }
          />
        </TabsContent>
        <TabsContent value="files">
          <UploadedFilesTab />
        </TabsContent>
      </TabsRoot>
    </StandaloneScreen>
  );
}
