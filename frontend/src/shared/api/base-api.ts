import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { serverLanguage } from '../i18n/i18n';

/**
 * The one RTK Query API. Features add their endpoints with `injectEndpoints`.
 * SPEC.md section 4: data queries never refetch on focus and are not retried (fetchBaseQuery
 * does not retry); only the session query opts into focus and interval refetching.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    // Absolute on the page's own origin: same-origin in the browser, and a valid URL for Request in tests.
    baseUrl: `${globalThis.location?.origin ?? ''}/api`,
    credentials: 'include',
    // The server answers error messages in this language.
    prepareHeaders: (headers) => {
      headers.set('Accept-Language', serverLanguage());
      return headers;
    },
  }),
  tagTypes: ['Session', 'Conversation', 'Messages'],
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: () => ({}),
});
