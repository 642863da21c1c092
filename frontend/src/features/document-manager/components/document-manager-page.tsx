import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { KnowledgeDocument } from '@kb/contracts';
import { DocumentFilterBar } from '../../../shared/documents/document-filter-bar';
import { DocumentResults } from '../../../shared/documents/document-results';
import type { DocumentDraft } from '../../../shared/documents/document-fields';
import { PageHeader, StandaloneScreen } from '../../../shared/documents/page-layout';
import { useDocumentFilters } from '../../../shared/documents/use-document-filters';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { FolderIcon, PlusIcon } from '../../../shared/ui/icons';
import { pageCount } from '../../../shared/ui/paging';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '../../../shared/ui/tabs';
import { AddDocumentDialog } from './add-document-dialog';
import { CategoriesDialog } from './categories-dialog';
import { DeleteDocumentDialog } from './delete-document-dialog';
import { DocumentActionsMenu } from './document-actions-menu';
import { EditDocumentDialog } from './edit-document-dialog';
import { UploadDocumentDialog } from './upload-document-dialog';
import { UploadedFilesTab } from './uploaded-files-tab';
import { useArchive } from './use-archive';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 10px;
`;

type Open =
  | { kind: 'add'; prefill?: Partial<DocumentDraft> }
  | { kind: 'edit'; doc: KnowledgeDocument; opener: HTMLElement | null }
  | { kind: 'delete'; doc: KnowledgeDocument; opener: HTMLElement | null }
  | { kind: 'upload' }
  | { kind: 'categories' }
  | null;

/**
 * SPEC.md /document-manager: header with Back to Chat, Upload File and add-document; the Knowledge
 * Documents and Uploaded Files tabs; add, edit, delete, upload and category dialogs. Write actions
 * are shown to admins only (the server enforces them).
 */
export function DocumentManagerPage({ isAdmin = false, userId }: { isAdmin?: boolean; userId?: string }) {
  const { t } = useTranslation();
  const { filters, update, reset } = useDocumentFilters();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'files' ? 'files' : 'documents';
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const { archive, toast: archiveToast } = useArchive();

  const setTab = (value: string) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (value === 'files') next.set('tab', 'files');
      else next.delete('tab');
      return next;
    });

  return (
    <StandaloneScreen
      backLabel={t('documentManager.backToChat')}
      overlays={
        <>
          {open?.kind === 'add' && <AddDocumentDialog prefill={open.prefill} onClose={close} />}
          {open?.kind === 'edit' && <EditDocumentDialog key={open.doc.id} doc={open.doc} userId={userId} onClose={close} opener={open.opener} />}
          {open?.kind === 'delete' && <DeleteDocumentDialog doc={open.doc} onClose={close} opener={open.opener} />}
          {open?.kind === 'categories' && <CategoriesDialog onClose={close} />}
          {open?.kind === 'upload' && (
            <UploadDocumentDialog onClose={close} onExtracted={({ title, content }) => setOpen({ kind: 'add', prefill: { title, content } })} />
          )}
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
