import type {
  ChatWithKnowledgeFileRequest,
  ChatWithKnowledgeFileResponse,
  KnowledgeFile,
  KnowledgeFileCitation,
  UpdateKnowledgeFileRequest,
} from '@kb/contracts';
import { baseApi } from './base-api';
import { onReconnect, onServerEvent } from '../socket';
import { applyFileChange, removeFile } from './knowledge-file-list';
import { keepLive } from './live-cache';

const LIST = { type: 'KnowledgeFile', id: 'LIST' } as const;
const path = (id: string) => `/knowledge-files/${encodeURIComponent(id)}`;

export const knowledgeFilesApi = baseApi.enhanceEndpoints({ addTagTypes: ['KnowledgeFile'] }).injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/knowledge-files`: the caller's files, newest first, kept live by `file:changed`. */
    listKnowledgeFiles: build.query<KnowledgeFile[], void>({
      query: () => '/knowledge-files',
      providesTags: [LIST],
      onCacheEntryAdded: (_arg, { dispatch, updateCachedData, ...entry }) =>
        keepLive(entry, () => [
          onServerEvent('file:changed', (payload) => updateCachedData((files) => applyFileChange(files, payload))),
          // Pushes missed while disconnected are not replayed.
          onReconnect(() => dispatch(knowledgeFilesApi.util.invalidateTags([LIST]))),
        ]),
    }),
    updateKnowledgeFile: build.mutation<KnowledgeFile, { id: string } & UpdateKnowledgeFileRequest>({
      query: ({ id, ...body }) => ({ url: path(id), method: 'PATCH', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data)
          dispatch(
            knowledgeFilesApi.util.updateQueryData('listKnowledgeFiles', undefined, (files) =>
              applyFileChange(files, { id: data.id, change: 'updated', file: data }),
            ),
          );
      },
    }),
    deleteKnowledgeFile: build.mutation<void, string>({
      query: (id) => ({ url: path(id), method: 'DELETE' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const ok = await queryFulfilled.then(() => true).catch(() => false);
        if (ok) dispatch(knowledgeFilesApi.util.updateQueryData('listKnowledgeFiles', undefined, (files) => removeFile(files, id)));
      },
    }),
    /**
     * `GET /api/knowledge-files/:id/citation`: a file an answer cited, as the caller may see it now
     * (its name and download link, or unavailable once deleted); refetched when that file changes.
     */
    getFileCitation: build.query<KnowledgeFileCitation, string>({
      query: (id) => `${path(id)}/citation`,
      onCacheEntryAdded: (id, { dispatch, ...entry }) =>
        keepLive(entry, () => {
          const refetch = () =>
            void dispatch(knowledgeFilesApi.endpoints.getFileCitation.initiate(id, { forceRefetch: true, subscribe: false }));
          return [onServerEvent('file:changed', (payload) => payload.id === id && refetch()), onReconnect(refetch)];
        }),
    }),
    chatWithKnowledgeFile: build.mutation<ChatWithKnowledgeFileResponse, { id: string } & ChatWithKnowledgeFileRequest>({
      query: ({ id, ...body }) => ({ url: `/chat-with-knowledge-file/${encodeURIComponent(id)}`, method: 'POST', body }),
    }),
  }),
});

export const {
  useListKnowledgeFilesQuery,
  useUpdateKnowledgeFileMutation,
  useDeleteKnowledgeFileMutation,
  useChatWithKnowledgeFileMutation,
  useGetFileCitationQuery,
} = knowledgeFilesApi;

/** Where a file's bytes are downloaded from (same origin, the session cookie authorises it). */
export const downloadUrl = (id: string) => `/api${path(id)}/download`;
