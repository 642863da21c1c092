import { useMemo } from 'react';
import {
  CONVERSATIONS_PAGE_SIZE,
  NEXT_CURSOR_HEADER,
  type Conversation,
  type CreateConversationRequest,
  type ListConversationsQuery,
} from '@kb/contracts';
import { baseApi } from '../../../shared/api/base-api';
import { keepLive } from '../../../shared/api/live-cache';
import { onReconnect, onServerEvent } from '../../../shared/socket';
import {
  conversationCreateSettled,
  conversationCreating,
  conversationRemoved,
  conversationsLoaded,
  selectActiveConversationId,
  type ChatUiState,
} from '../chat-ui-slice';
import { allConversations, conversationIds, removeConversation, upsertConversation, type ConversationPage } from './conversation-pages';
import { watchStreamedReplies } from './streamed-replies';

const LIST = { type: 'Conversation', id: 'LIST' } as const;

export const conversationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/conversations?limit=&cursor=` page by page; the next cursor comes in a header. */
    listConversations: build.infiniteQuery<ConversationPage, void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ pageParam }) => {
        const params: ListConversationsQuery = { limit: CONVERSATIONS_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) };
        return { url: '/conversations', params };
      },
      transformResponse: (conversations: Conversation[], meta) => ({
        conversations,
        nextCursor: meta?.response?.headers.get(NEXT_CURSOR_HEADER) || null,
      }),
      providesTags: [LIST],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(conversationsLoaded(conversationIds(data)));
        } catch {
          // The sidebar shows what it has and offers to retry; a reconnect or the next action refetches.
        }
      },
      onCacheEntryAdded(_arg, { dispatch, updateCachedData, ...entry }) {
        // The sidebar lists conversations on every screen: from then on this tab keeps what streams,
        // so a conversation opened while its reply is being written shows it from the first word.
        watchStreamedReplies();
        return keepLive(entry, () => {
          const upsert = (conversation: Conversation) => updateCachedData((data) => upsertConversation(data, conversation));
          return [
            onServerEvent('conversation:created', upsert),
            onServerEvent('conversation:updated', upsert),
            onServerEvent('conversation:deleted', ({ id }) => {
              let remainingIds: string[] = [];
              updateCachedData((data) => {
                removeConversation(data, id);
                remainingIds = conversationIds(data);
              });
              dispatch(conversationRemoved({ id, remainingIds }));
            }),
            // Events sent while disconnected are not replayed: reload the loaded pages.
            onReconnect(() => dispatch(baseApi.util.invalidateTags([LIST]))),
          ];
        });
      },
    }),
    /**
     * `GET /api/conversations/:id`: the conversation an address names (issue 48), whether or not the
     * loaded pages of the list hold it; a 404 (someone else's, deleted, unknown) means not available.
     */
    getConversation: build.query<Conversation, string>({
      query: (id) => `/conversations/${encodeURIComponent(id)}`,
      providesTags: (_r, _e, id) => [{ type: 'Conversation', id }],
      onCacheEntryAdded: (id, { dispatch, updateCachedData, ...entry }) =>
        keepLive(entry, () => [
          onServerEvent('conversation:updated', (conversation) => conversation.id === id && updateCachedData(() => conversation)),
          // Deleted (here or in another tab): the refetch answers 404, and the page says so.
          onServerEvent(
            'conversation:deleted',
            (payload) => payload.id === id && dispatch(baseApi.util.invalidateTags([{ type: 'Conversation', id }])),
          ),
          onReconnect(() => dispatch(baseApi.util.invalidateTags([{ type: 'Conversation', id }]))),
        ]),
    }),
  }),
});

/** New, renamed and deleted conversations, each shown in the loaded pages as soon as it is known. */
const conversationEditsApi = conversationsApi.injectEndpoints({
  endpoints: (build) => ({
    createConversation: build.mutation<Conversation, CreateConversationRequest & { id: string }>({
      query: (body) => ({ url: '/conversations', method: 'POST', body }),
      async onQueryStarted(arg, { dispatch, getState, queryFulfilled }) {
        // SPEC.md section 4: a new conversation goes on top and becomes active (its message list is
        // empty). At once, before the server answers, so a question sent straight after the click
        // lands in it (issue 31); the server's copy then replaces the one shown.
        const previousId = selectActiveConversationId(getState() as unknown as { chatUi: ChatUiState });
        const now = new Date().toISOString();
        const shown: Conversation = { id: arg.id, title: arg.title ?? '', createdAt: now, updatedAt: now };
        dispatch(conversationsApi.util.updateQueryData('listConversations', undefined, (pages) => upsertConversation(pages, shown)));
        dispatch(conversationCreating(arg.id));
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data)
          dispatch(conversationsApi.util.updateQueryData('listConversations', undefined, (pages) => upsertConversation(pages, data)));
        else dispatch(conversationsApi.util.updateQueryData('listConversations', undefined, (pages) => removeConversation(pages, arg.id)));
        dispatch(conversationCreateSettled({ id: arg.id, ok: Boolean(data), previousId }));
      },
    }),
    renameConversation: build.mutation<Conversation, { id: string; title: string }>({
      query: ({ id, title }) => ({ url: `/conversations/${encodeURIComponent(id)}`, method: 'PUT', body: { title } }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(conversationsApi.util.updateQueryData('listConversations', undefined, (pages) => upsertConversation(pages, data)));
      },
    }),
    deleteConversation: build.mutation<void, string>({
      query: (id) => ({ url: `/conversations/${encodeURIComponent(id)}`, method: 'DELETE' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const ok = await queryFulfilled.then(() => true).catch(() => false);
        if (!ok) return;
        let remainingIds: string[] = [];
        dispatch(
          conversationsApi.util.updateQueryData('listConversations', undefined, (pages) => {
            removeConversation(pages, id);
            remainingIds = conversationIds(pages);
          }),
        );
        dispatch(conversationRemoved({ id, remainingIds }));
      },
    }),
  }),
});

export const { useGetConversationQuery } = conversationsApi;
export const { useCreateConversationMutation, useRenameConversationMutation, useDeleteConversationMutation } = conversationEditsApi;

/** The loaded conversations as one list, and what the sidebar needs to load the next page. */
export function useConversations() {
  const result = conversationsApi.useListConversationsInfiniteQuery();
  const pages = result.data?.pages;
  const conversations = useMemo(() => (pages ? allConversations(pages) : []), [pages]);
  return {
    conversations,
    isLoading: result.isLoading,
    isError: result.isError && !result.data,
    hasNextPage: result.hasNextPage,
    isFetchingNextPage: result.isFetchingNextPage,
    /** Any fetch of the list: its first page, the next one, or a refresh of those loaded. */
    isFetching: result.isFetching,
    isFetchNextPageError: result.isFetchNextPageError,
    fetchNextPage: result.fetchNextPage,
    refetch: result.refetch,
  };
}
