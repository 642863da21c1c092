import type { Conversation, CreateConversationRequest } from '@kb/contracts';
import { baseApi } from '../../../shared/api/base-api';
import { onReconnect, onServerEvent } from '../../../shared/socket';
import { conversationActivated, conversationRemoved, conversationsLoaded } from '../chat-ui-slice';
import { removeConversation, upsertConversation } from './thread';

const LIST = { type: 'Conversation', id: 'LIST' } as const;

export const conversationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listConversations: build.query<Conversation[], void>({
      query: () => '/conversations',
      providesTags: [LIST],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(conversationsLoaded(data.map((c) => c.id)));
        } catch {
          // The sidebar shows what it has; a reconnect or the next action refetches.
        }
      },
      async onCacheEntryAdded(_arg, { dispatch, updateCachedData, cacheDataLoaded, cacheEntryRemoved }) {
        try {
          await cacheDataLoaded;
        } catch {
          return;
        }
        const upsert = (conversation: Conversation) => updateCachedData((list) => upsertConversation(list, conversation));
        const offs = [
          onServerEvent('conversation:created', upsert),
          onServerEvent('conversation:updated', upsert),
          onServerEvent('conversation:deleted', ({ id }) => {
            let remainingIds: string[] = [];
            updateCachedData((list) => {
              removeConversation(list, id);
              remainingIds = list.map((c) => c.id);
            });
            dispatch(conversationRemoved({ id, remainingIds }));
          }),
          // Events sent while disconnected are not replayed: reload the list.
          onReconnect(() => dispatch(baseApi.util.invalidateTags([LIST]))),
        ];
        await cacheEntryRemoved;
        offs.forEach((off) => off());
      },
    }),
    createConversation: build.mutation<Conversation, CreateConversationRequest>({
      query: (body) => ({ url: '/conversations', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        // SPEC.md section 4: a new conversation goes on top and becomes active (its message list is empty).
        dispatch(conversationsApi.util.updateQueryData('listConversations', undefined, (list) => upsertConversation(list, data)));
        dispatch(conversationActivated(data.id));
      },
    }),
    renameConversation: build.mutation<Conversation, { id: string; title: string }>({
      query: ({ id, title }) => ({ url: `/conversations/${encodeURIComponent(id)}`, method: 'PUT', body: { title } }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(conversationsApi.util.updateQueryData('listConversations', undefined, (list) => upsertConversation(list, data)));
      },
    }),
    deleteConversation: build.mutation<void, string>({
      query: (id) => ({ url: `/conversations/${encodeURIComponent(id)}`, method: 'DELETE' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const ok = await queryFulfilled.then(() => true).catch(() => false);
        if (!ok) return;
        let remainingIds: string[] = [];
        dispatch(
          conversationsApi.util.updateQueryData('listConversations', undefined, (list) => {
            removeConversation(list, id);
            remainingIds = list.map((c) => c.id);
          }),
        );
        dispatch(conversationRemoved({ id, remainingIds }));
      },
    }),
  }),
});

export const {
  useListConversationsQuery,
  useCreateConversationMutation,
  useRenameConversationMutation,
  useDeleteConversationMutation,
} = conversationsApi;
