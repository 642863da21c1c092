import type { ChangeOwnPasswordRequest, LoginRequest, LoginResponse, LogoutResponse, Profile, SessionResponse } from '@kb/contracts';
import { baseApi } from '../../../shared/api/base-api';
import { keepLiveFromStart } from '../../../shared/api/live-cache';
import { onServerEvent, syncSocketUser } from '../../../shared/socket';

const SIGNED_OUT: SessionResponse = { isAuthenticated: false, user: null };

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSession: build.query<SessionResponse, void>({
      query: () => '/auth/session',
      providesTags: ['Session'],
      async onQueryStarted(_arg, { queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // The socket handshake uses the same cookie, so the connection follows the session.
          syncSocketUser(data.isAuthenticated && data.user ? data.user.id : null);
        } catch {
          // A failed session check leaves the socket as it was; the next poll decides.
        }
      },
      // The server signed this session out (another tab, an admin) or changed the account: ask again who we are.
      onCacheEntryAdded: (_arg, { dispatch, ...entry }) =>
        keepLiveFromStart(entry, () => [
          onServerEvent('session:ended', () => {
            dispatch(authApi.util.invalidateTags(['Session']));
          }),
          // An admin changed this account (role, name): admin links come or go at once.
          onServerEvent('session:changed', () => {
            dispatch(authApi.util.invalidateTags(['Session']));
          }),
        ]),
    }),
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // Nothing cached for an earlier user of this tab (e.g. one signed out by the server) may show.
          dispatch(baseApi.util.resetApiState());
          await dispatch(authApi.util.upsertQueryData('getSession', undefined, { isAuthenticated: true, user: data.user }));
          syncSocketUser(data.user.id);
          // SPEC.md section 4: a successful login also refetches the session.
          dispatch(authApi.util.invalidateTags(['Session']));
        } catch {
          await dispatch(authApi.util.upsertQueryData('getSession', undefined, SIGNED_OUT));
        }
      },
    }),
    /** Null (204) unless the provider of a single sign-on session should sign the person out too. */
    logout: build.mutation<LogoutResponse | null, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        syncSocketUser(null);
        // Drop every cached conversation so the next user of this tab never sees them.
        dispatch(baseApi.util.resetApiState());
        await dispatch(authApi.util.upsertQueryData('getSession', undefined, SIGNED_OUT));
      },
    }),
  }),
});

export const { useGetSessionQuery, useLoginMutation, useLogoutMutation } = authApi;

/** The Profile dialog: the account as the server knows it, and changing one's own password. */
export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Profile, void>({
      query: () => '/auth/profile',
      keepUnusedDataFor: 0,
    }),
    changeOwnPassword: build.mutation<void, ChangeOwnPasswordRequest>({
      query: (body) => ({ url: '/auth/password', method: 'POST', body }),
    }),
  }),
});

export const { useGetProfileQuery, useChangeOwnPasswordMutation } = profileApi;
