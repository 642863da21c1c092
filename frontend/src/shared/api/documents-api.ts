import type {
  AdminUser,
  CreateDocumentRequest,
  DocumentChangedPayload,
  DocumentListResponse,
  DocumentStatus,
  KnowledgeDocument,
  UpdateDocumentRequest,
  UploadDocumentResponse,
} from '@kb/contracts';
import { DEFAULT_PAGE_SIZE } from '@kb/contracts';
import { onReconnect, onServerEvent } from '../socket';
import { baseApi } from './base-api';
import { debounced } from './debounced';
import { keepLive } from './live-cache';

/** What a document list asks for; empty strings mean "any". `status` 'all' is honoured for admins only. */
export interface DocumentListArgs {
  search: string;
  category: string;
  status: DocumentStatus | 'all';
  page: number;
  limit?: number;
}

export interface UpdateDocumentArgs {
  id: string;
  /** The version the form loaded: sent as If-Match, so a stale edit is a 409. Omitted to overwrite. */
  version?: number;
  changes: Omit<UpdateDocumentRequest, 'version'>;
  /** SPEC.md section 7: the knowledge base replaces (PUT), the document manager patches. */
  method?: 'PUT' | 'PATCH';
}

const LIST = { type: 'Document', id: 'LIST' } as const;

/** Whether a pushed document still belongs on a list asked for with these filters (search aside). */
function fitsFilters(doc: KnowledgeDocument, args: DocumentListArgs): boolean {
  if (args.status !== 'all' && doc.status !== args.status) return false;
  return !args.category || doc.category === args.category;
}

/** Applies a push to one cached page at once; the debounced refetch then fixes order, totals and search. */
export function applyChange(page: DocumentListResponse, change: DocumentChangedPayload, args: DocumentListArgs): void {
  const index = page.documents.findIndex((d) => d.id === change.id);
  if (index < 0) return;
  if (change.change === 'deleted' || !change.document || !fitsFilters(change.document, args)) {
    page.documents.splice(index, 1);
    page.total = Math.max(0, page.total - 1);
  } else {
    page.documents[index] = change.document;
  }
}

const api = baseApi.enhanceEndpoints({ addTagTypes: ['Document'] });

export const documentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listDocuments: build.query<DocumentListResponse, DocumentListArgs>({
      query: ({ search, category, status, page, limit = DEFAULT_PAGE_SIZE }) => ({
        url: '/documents',
        params: { ...(search.trim() && { search: search.trim() }), ...(category && { category }), status, page, limit },
      }),
      providesTags: [LIST],
      onCacheEntryAdded: (args, { dispatch, updateCachedData, ...entry }) =>
        keepLive(entry, () => {
          // A burst of changes (an import, a busy admin) costs one refetch, not one per change.
          const { trigger: refetch, cancel } = debounced(() => {
            void dispatch(documentsApi.endpoints.listDocuments.initiate(args, { subscribe: false, forceRefetch: true }));
          }, 150);
          return [
            cancel,
            onServerEvent('document:changed', (change) => {
              updateCachedData((page) => applyChange(page, change, args));
              refetch();
            }),
            // Pushes missed while disconnected are not replayed.
            onReconnect(refetch),
          ];
        }),
    }),
    getDocument: build.query<KnowledgeDocument, string>({
      query: (id) => `/documents/${encodeURIComponent(id)}`,
      providesTags: (_r, _e, id) => [{ type: 'Document', id }],
      onCacheEntryAdded: (id, { dispatch, updateCachedData, ...entry }) =>
        keepLive(entry, () => [
          onServerEvent('document:changed', (change) => {
            if (change.id !== id) return;
            if (change.document) updateCachedData(() => change.document!);
            // Gone for this user (deleted, or no longer active for an agent): the refetch says so.
            else dispatch(documentsApi.util.invalidateTags([{ type: 'Document', id }]));
          }),
          onReconnect(() => dispatch(documentsApi.util.invalidateTags([{ type: 'Document', id }]))),
        ]),
    }),
    createDocument: build.mutation<KnowledgeDocument, CreateDocumentRequest>({
      query: (body) => ({ url: '/documents', method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    updateDocument: build.mutation<KnowledgeDocument, UpdateDocumentArgs>({
      query: ({ id, version, changes, method = 'PATCH' }) => ({
        url: `/documents/${encodeURIComponent(id)}`,
        method,
        body: changes,
        headers: version === undefined ? undefined : { 'If-Match': `"${version}"` },
      }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(documentsApi.util.upsertQueryData('getDocument', id, data));
      },
      invalidatesTags: (_r, error) => (error ? [] : [LIST]),
    }),
    deleteDocument: build.mutation<void, string>({
      query: (id) => ({ url: `/documents/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_r, error) => (error ? [] : [LIST]),
    }),
    uploadDocument: build.mutation<UploadDocumentResponse, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file);
        return { url: '/upload/document', method: 'POST', body };
      },
    }),
    /** Names of accounts, for an edit conflict to say which colleague saved (only admins edit, and only they may list users). */
    editorNames: build.query<Record<string, string>, void>({
      query: () => '/admin/users',
      transformResponse: (users: AdminUser[]) => Object.fromEntries(users.map((u) => [u.id, u.name])),
    }),
  }),
});

export const {
  useListDocumentsQuery,
  useGetDocumentQuery,
  useLazyGetDocumentQuery,
  useCreateDocumentMutation,
  useUpdateDocumentMutation,
  useDeleteDocumentMutation,
  useUploadDocumentMutation,
  useEditorNamesQuery,
} = documentsApi;

/** A 409 from an edit that named a version another save had already replaced. */
export function isVersionConflict(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 409;
}
