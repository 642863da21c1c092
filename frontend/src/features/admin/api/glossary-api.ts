import type { GlossaryChangedPayload, GlossaryEntry } from '@kb/contracts';
import { baseApi } from '../../../shared/api/base-api';
import { keepLive } from '../../../shared/api/live-cache';
import { onReconnect, onServerEvent } from '../../../shared/socket';

const LIST = { type: 'GlossaryEntry', id: 'LIST' } as const;
const path = (id: string) => `/glossary/${encodeURIComponent(id)}`;

/** The list as the server orders it: the latest changed first. */
export function upsertEntry(entries: GlossaryEntry[], entry: GlossaryEntry): GlossaryEntry[] {
  const rest = entries.filter((e) => e.id !== entry.id);
  const known = entries.find((e) => e.id === entry.id);
  // A push older than what the list holds (a reply that overtook its push) changes nothing.
  if (known && known.version > entry.version) return entries;
  return [entry, ...rest];
}

/** One `glossary:changed` push applied to the cached list. */
export function applyGlossaryChange(entries: GlossaryEntry[], change: GlossaryChangedPayload): GlossaryEntry[] {
  return change.entry ? upsertEntry(entries, change.entry) : entries.filter((e) => e.id !== change.id);
}

/** The Glossary tab: the list kept live by `glossary:changed` (admins' sockets), and its three edits. */
export const glossaryApi = baseApi.enhanceEndpoints({ addTagTypes: ['GlossaryEntry'] }).injectEndpoints({
  endpoints: (build) => ({
    listGlossary: build.query<GlossaryEntry[], void>({
      query: () => '/glossary',
      providesTags: [LIST],
      onCacheEntryAdded: (_arg, { dispatch, updateCachedData, ...entry }) =>
        keepLive(entry, () => [
          onServerEvent('glossary:changed', (change) => updateCachedData((entries) => applyGlossaryChange(entries, change))),
          // Pushes missed while disconnected are not replayed.
          onReconnect(() => dispatch(glossaryApi.util.invalidateTags([LIST]))),
        ]),
    }),
    addGlossaryEntry: build.mutation<GlossaryEntry, string[]>({
      query: (terms) => ({ url: '/glossary', method: 'POST', body: { terms } }),
      async onQueryStarted(_terms, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(glossaryApi.util.updateQueryData('listGlossary', undefined, (entries) => upsertEntry(entries, data)));
      },
    }),
    changeGlossaryEntry: build.mutation<GlossaryEntry, { id: string; terms: string[]; version: number }>({
      query: ({ id, terms, version }) => ({ url: path(id), method: 'PUT', body: { terms, version } }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(glossaryApi.util.updateQueryData('listGlossary', undefined, (entries) => upsertEntry(entries, data)));
      },
    }),
    removeGlossaryEntry: build.mutation<void, { id: string; version: number }>({
      query: ({ id, version }) => ({ url: path(id), method: 'DELETE', headers: { 'If-Match': `"${version}"` } }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const ok = await queryFulfilled.then(() => true).catch(() => false);
        if (ok) dispatch(glossaryApi.util.updateQueryData('listGlossary', undefined, (entries) => entries.filter((e) => e.id !== id)));
      },
    }),
  }),
});

export const { useListGlossaryQuery, useAddGlossaryEntryMutation, useChangeGlossaryEntryMutation, useRemoveGlossaryEntryMutation } =
  glossaryApi;

/** Terms as typed: separated by commas (Latin or Arabic), semicolons or new lines; blanks dropped. */
export const parseTerms = (text: string): string[] =>
  text
    .split(/[,،;؛\n]/)
    .map((t) => t.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
