import type { AnswerSources } from '@kb/contracts';
import { baseApi } from '../../../shared/api/base-api';

/**
 * `GET /api/messages/:id/sources` (issue 48): an answer's sources as it read them, for the panel
 * beside the chat. What an answer quoted never changes, so the result is kept as it is; only what
 * the source is now (`current`) may age, and opening the panel again asks afresh.
 */
export const answerSourcesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAnswerSources: build.query<AnswerSources, string>({
      query: (messageId) => `/messages/${encodeURIComponent(messageId)}/sources`,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetAnswerSourcesQuery } = answerSourcesApi;
