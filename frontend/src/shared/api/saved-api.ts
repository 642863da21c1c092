import { useMemo } from 'react';
import type { ListSavedItemsQuery, SavedItem } from '@kb/contracts';
import { onReconnect, onServerEvent } from '../socket';
import { baseApi } from './base-api';
import { debounced } from './debounced';
import { keepLive } from './live-cache';
import { applySavedChange, removeSavedItem, upsertSavedItem } from './saved-list';

/**
 * The user's saved items (issue 48), shared by the chat (its Save buttons) and the Saved page:
 * features do not import each other. Every list follows `saved:changed`, so a save in one tab shows
 * in the others at once.
 */
const LIST = { type: 'Saved', id: 'LIST' } as const;
const ALL: ListSavedItemsQuery = {};
const isAll = (args: ListSavedItemsQuery) => !args.type && !args.q?.trim();

export const savedApi = baseApi.enhanceEndpoints({ addTagTypes: ['Saved'] }).injectEndpoints({
  endpoints: (build) => ({
    listSaved: build.query<SavedItem[], ListSavedItemsQuery>({
      query: (args) => ({
        url: '/saved',
        params: { ...(args.type ? { type: args.type } : {}), ...(args.q?.trim() ? { q: args.q.trim() } : {}) },
      }),
      providesTags: [LIST],
      onCacheEntryAdded: (args, { dispatch, updateCachedData, ...entry }) =>
        keepLive(entry, () => {
          // A filtered list cannot tell from a push whether the item fits: it asks again.
          const { trigger: refetch, cancel } = debounced(() => {
            void dispatch(savedApi.endpoints.listSaved.initiate(args, { subscribe: false, forceRefetch: true }));
          }, 150);
          return [
            cancel,
            onServerEvent('saved:changed', (change) =>
              isAll(args) ? updateCachedData((items) => applySavedChange(items, change)) : refetch(),
            ),
            onReconnect(refetch),
          ];
        }),
    }),
    saveItem: build.mutation<SavedItem, string>({
      query: (messageId) => ({ url: '/saved', method: 'POST', body: { messageId } }),
      async onQueryStarted(_messageId, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(savedApi.util.updateQueryData('listSaved', ALL, (items) => upsertSavedItem(items, data)));
      },
    }),
    removeSavedItem: build.mutation<void, string>({
      query: (id) => ({ url: `/saved/${encodeURIComponent(id)}`, method: 'DELETE' }),
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const ok = await queryFulfilled.then(() => true).catch(() => false);
        if (!ok) return;
        // No refetch here: the `saved:changed` push updates every list (a filtered one asks again). A
        // refetch begun now could answer after a later push (the conversation deleted next) and undo it.
        dispatch(savedApi.util.updateQueryData('listSaved', ALL, (items) => removeSavedItem(items, id)));
      },
    }),
    restoreSavedItem: build.mutation<SavedItem, string>({
      query: (id) => ({ url: `/saved/${encodeURIComponent(id)}/restore`, method: 'POST' }),
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        // As for a removal: the push updates the filtered lists, and a refetch could answer after a later push.
        dispatch(savedApi.util.updateQueryData('listSaved', ALL, (items) => upsertSavedItem(items, data)));
      },
    }),
  }),
});

export const { useListSavedQuery, useSaveItemMutation, useRemoveSavedItemMutation, useRestoreSavedItemMutation } = savedApi;

/** The saved item keeping each message, by message id (from the whole list, kept live). */
export function useSavedByMessage(): ReadonlyMap<string, SavedItem> {
  const { data } = useListSavedQuery(ALL);
  return useMemo(() => new Map((data ?? []).map((item) => [item.messageId, item])), [data]);
}
