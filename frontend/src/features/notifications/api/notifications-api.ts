import type { KbUpdatesResponse, MarkKbUpdatesReadRequest } from '@kb/contracts';
import { baseApi } from '../../../shared/api/base-api';
import { keepLive } from '../../../shared/api/live-cache';
import { onReconnect, onServerEvent } from '../../../shared/socket';

const TAG = { type: 'KbUpdates', id: 'LIST' } as const;

/** `GET /api/notifications` kept live by `kb-updates:changed`; marking read is the user's own (server-side). */
export const notificationsApi = baseApi.enhanceEndpoints({ addTagTypes: ['KbUpdates'] }).injectEndpoints({
  endpoints: (build) => ({
    getKbUpdates: build.query<KbUpdatesResponse, void>({
      query: () => '/notifications',
      providesTags: [TAG],
      onCacheEntryAdded: (_arg, { dispatch, ...entry }) =>
        keepLive(entry, () => {
          const refetch = () => dispatch(notificationsApi.util.invalidateTags([TAG]));
          return [onServerEvent('kb-updates:changed', refetch), onReconnect(refetch)];
        }),
    }),
    markKbUpdatesRead: build.mutation<void, MarkKbUpdatesReadRequest>({
      query: (body) => ({ url: '/notifications/read', method: 'POST', body }),
      invalidatesTags: [TAG],
    }),
  }),
});

export const { useGetKbUpdatesQuery, useMarkKbUpdatesReadMutation } = notificationsApi;
