import type {
  AuditAppendedPayload,
  AuditDigest,
  AuditDocumentAsOf,
  AuditDocumentHistory,
  AuditEvent,
  AuditEventsPage,
  AuditEventsQuery,
  AuditProvenance,
  AuditVerifyRequest,
  AuditVerifyResult,
  AuditActor,
  AuditDocumentMatch,
} from '@kb/contracts';
import { baseApi } from '../../../shared/api/base-api';
import { keepLive } from '../../../shared/api/live-cache';
import { onServerEvent } from '../../../shared/socket';

/** Newest live events kept on screen; older ones are reached through the log's pages. */
export const LIVE_TAIL_MAX = 200;
export const AUDIT_PAGE_SIZE = 50;

const api = baseApi.enhanceEndpoints({ addTagTypes: ['AuditDigest'] });

export const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The filtered log, newest first unless `order: 'asc'`, in keyset pages: each next page continues from the last position seen. */
    listAuditEvents: build.infiniteQuery<AuditEventsPage, AuditEventsQuery, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage) => lastPage.next ?? undefined,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/audit/events',
        params: { ...queryArg, limit: AUDIT_PAGE_SIZE, ...(pageParam ? { after: pageParam } : {}) },
      }),
    }),
    /**
     * The live tail: `audit:appended` payloads (metadata only), newest first. Subscribed only while
     * the tail is on; the entry is dropped as soon as nobody reads it.
     */
    auditTail: build.query<AuditAppendedPayload[], void>({
      queryFn: () => ({ data: [] }),
      keepUnusedDataFor: 0,
      onCacheEntryAdded: (_arg, { updateCachedData, ...entry }) =>
        keepLive(entry, () => [
          onServerEvent('audit:appended', (event) =>
            updateCachedData((list) => {
              if (list.some((e) => e.position === event.position)) return;
              list.unshift(event);
              list.splice(LIVE_TAIL_MAX);
            }),
          ),
        ]),
    }),
    /** One whole event by position (the live tail carries no data). */
    auditEvent: build.query<AuditEvent | null, number>({
      query: (position) => ({ url: '/audit/events', params: { after: position - 1, limit: 1 } }),
      transformResponse: (page: AuditEventsPage, _meta, position) => page.events.find((e) => e.position === position) ?? null,
    }),
    documentHistory: build.query<AuditDocumentHistory, string>({
      query: (id) => `/audit/documents/${encodeURIComponent(id)}/history`,
    }),
    documentAsOf: build.query<AuditDocumentAsOf, { id: string; asOf: string }>({
      query: ({ id, asOf }) => ({ url: `/audit/documents/${encodeURIComponent(id)}`, params: { asOf } }),
    }),
    provenance: build.query<AuditProvenance, string>({
      query: (messageId) => `/audit/messages/${encodeURIComponent(messageId)}/provenance`,
    }),
    /** The type picker's choices: every event type in the log. */
    auditEventTypes: build.query<string[], void>({
      query: () => '/audit/event-types',
    }),
    /** The actor picker's choices: people by name (ids and names only). */
    auditActors: build.query<AuditActor[], void>({
      query: () => '/audit/actors',
    }),
    /** The timeline's document picker: documents by title, either language, deleted ones too (issue 48). */
    auditDocuments: build.query<AuditDocumentMatch[], string>({
      query: (q) => ({ url: '/audit/documents', params: { q } }),
    }),
    auditDigest: build.query<AuditDigest, void>({
      query: () => '/audit/digest',
      providesTags: ['AuditDigest'],
    }),
    verifyChain: build.mutation<AuditVerifyResult, AuditVerifyRequest | void>({
      query: (body) => ({ url: '/audit/verify', method: 'POST', body: body ?? {} }),
      // The digest shown next to a verdict is the head at the time of verifying.
      invalidatesTags: ['AuditDigest'],
    }),
  }),
});

export const {
  useListAuditEventsInfiniteQuery,
  useAuditTailQuery,
  useAuditEventQuery,
  useDocumentHistoryQuery,
  useDocumentAsOfQuery,
  useProvenanceQuery,
  useAuditDigestQuery,
  useVerifyChainMutation,
  useAuditEventTypesQuery,
  useAuditDocumentsQuery,
  useAuditActorsQuery,
} = auditApi;
