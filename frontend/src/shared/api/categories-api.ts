import { applyCategory, setCategoryRetired, type Category } from '@kb/contracts';
import { onReconnect, onServerEvent } from '../socket';
import { baseApi } from './base-api';
import { keepLive } from './live-cache';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['Categories', 'Document'] });

/** Keeps the shared category lists (labels, choices) in step with the server's. */
function remember(list: Category[]) {
  for (const c of list) {
    applyCategory(c.code, { en: c.en, ar: c.ar });
    setCategoryRetired(c.code, c.retired);
  }
}

/**
 * Manage Categories (issue 31): the list everyone's filters and forms offer, live over the socket
 * (`categories:changed` refetches it and the document lists, whose rows carry the labels).
 */
export const categoriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCategories: build.query<Category[], void>({
      query: () => '/categories',
      providesTags: ['Categories'],
      async onQueryStarted(_arg, { queryFulfilled }) {
        try {
          remember((await queryFulfilled).data);
        } catch {
          // The shipped categories stay offered.
        }
      },
      onCacheEntryAdded: (_arg, { dispatch, ...entry }) =>
        keepLive(entry, () => {
          const refetch = () => dispatch(categoriesApi.util.invalidateTags(['Categories', 'Document']));
          return [onServerEvent('categories:changed', refetch), onReconnect(refetch)];
        }),
    }),
    addCategory: build.mutation<Category[], { en: string; ar: string }>({
      query: (body) => ({ url: '/categories', method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['Categories', 'Document']),
    }),
    renameCategory: build.mutation<Category[], { code: string; en: string; ar: string }>({
      query: ({ code, ...body }) => ({ url: `/categories/${encodeURIComponent(code)}`, method: 'PATCH', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['Categories', 'Document']),
    }),
    retireCategory: build.mutation<Category[], string>({
      query: (code) => ({ url: `/categories/${encodeURIComponent(code)}/retire`, method: 'POST' }),
      invalidatesTags: (_r, error) => (error ? [] : ['Categories', 'Document']),
    }),
  }),
});

export const { useGetCategoriesQuery, useAddCategoryMutation, useRenameCategoryMutation, useRetireCategoryMutation } = categoriesApi;
