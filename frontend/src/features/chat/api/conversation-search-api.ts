import type { ConversationSearchHit } from '@kb/contracts';
import { baseApi } from '../../../shared/api/base-api';

/** `GET /api/conversation-search?q=`: the user's own conversations matching every word, with the matched stretches. */
export const conversationSearchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    searchConversations: build.query<ConversationSearchHit[], string>({
      query: (q) => ({ url: '/conversation-search', params: { q } }),
      // Searches are cheap and conversations change: a result is kept only while it is shown.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useSearchConversationsQuery } = conversationSearchApi;
