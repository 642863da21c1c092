import type {
  AdminUser,
  AnalyticsGaps,
  AnalyticsOverview,
  CreateUserRequest,
  Language,
  ModelStatus,
  Settings,
  UpdateUserRequest,
} from '@kb/contracts';
import { baseApi } from '../../../shared/api/base-api';
import { debounced } from '../../../shared/api/debounced';
import { keepLive } from '../../../shared/api/live-cache';
import { onReconnect, onServerEvent } from '../../../shared/socket';

export interface GapsArgs {
  from: string;
  to: string;
  language: Language | '';
}

const api = baseApi.enhanceEndpoints({ addTagTypes: ['AdminUser', 'Settings', 'Analytics'] });

/** The dashboard's figures and the panel's tabs. Live: analytics and document pushes refetch the figures. */
export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOverview: build.query<AnalyticsOverview, void>({
      query: () => '/analytics/overview',
      providesTags: ['Analytics'],
      onCacheEntryAdded: (_arg, { dispatch, ...entry }) =>
        keepLive(entry, () => {
          // A burst of events (a busy chat, an import) costs one refetch.
          const { trigger: refetch, cancel } = debounced(() => dispatch(adminApi.util.invalidateTags(['Analytics'])), 250);
          return [cancel, onServerEvent('analytics:changed', refetch), onServerEvent('document:changed', refetch), onReconnect(refetch)];
        }),
    }),
    getGaps: build.query<AnalyticsGaps, GapsArgs>({
      query: ({ from, to, language }) => ({ url: '/analytics/gaps', params: { from, to, ...(language && { language }) } }),
      providesTags: ['Analytics'],
    }),
    listUsers: build.query<AdminUser[], void>({
      query: () => '/admin/users',
      providesTags: ['AdminUser'],
    }),
    createUser: build.mutation<AdminUser, CreateUserRequest>({
      query: (body) => ({ url: '/admin/users', method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['AdminUser', 'Analytics']),
    }),
    updateUser: build.mutation<AdminUser, { id: string; changes: UpdateUserRequest }>({
      query: ({ id, changes }) => ({ url: `/admin/users/${encodeURIComponent(id)}`, method: 'PATCH', body: changes }),
      invalidatesTags: (_r, error) => (error ? [] : ['AdminUser', 'Analytics']),
    }),
    resetPassword: build.mutation<void, { id: string; password: string }>({
      query: ({ id, password }) => ({ url: `/admin/users/${encodeURIComponent(id)}/password`, method: 'POST', body: { password } }),
    }),
    getModelStatus: build.query<ModelStatus, void>({
      query: () => '/admin/model-status',
    }),
    getSettings: build.query<Settings, void>({
      query: () => '/settings',
      providesTags: ['Settings'],
    }),
    updateSettings: build.mutation<Settings, Settings>({
      query: (body) => ({ url: '/settings', method: 'PUT', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['Settings', 'Analytics']),
    }),
  }),
});

export const {
  useGetOverviewQuery,
  useGetGapsQuery,
  useListUsersQuery,
  useCreateUserMutation,
  useUpdateUserMutation,
  useResetPasswordMutation,
  useGetModelStatusQuery,
  useGetSettingsQuery,
  useUpdateSettingsMutation,
} = adminApi;

/** Per-field messages of a 400 (already in the caller's language), to show next to each field. */
export function fieldErrors(error: unknown): Record<string, string> {
  const data = (error as { data?: { fields?: Record<string, string> } } | undefined)?.data;
  return data?.fields ?? {};
}
