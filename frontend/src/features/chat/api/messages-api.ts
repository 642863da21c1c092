import type { Message, SendMessageRequest, SendMessageResponse } from '@kb/contracts';
import { baseApi } from '../../../shared/api/base-api';
import { keepLiveFromStart } from '../../../shared/api/live-cache';
import { onReconnect, onServerEvent } from '../../../shared/socket';
import { conversationActivated } from '../chat-ui-slice';
import { conversationsApi } from './conversations-api';
import { forgetStreamedReply, streamedSoFar, watchStreamedReplies } from './streamed-replies';
import { appendDelta, mergeLoadedThread, setMessageFeedback, threadFromMessages, upsertMessage, type ConversationThread } from './thread';

export const messagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getThread: build.query<ConversationThread, string>({
      query: (conversationId) => `/conversations/${encodeURIComponent(conversationId)}/messages`,
      transformResponse: (messages: Message[]) => threadFromMessages(messages),
      // A (re)load never drops a reply the POST answer or a socket event put in the cache meanwhile.
      merge: (current, loaded) => mergeLoadedThread(current, loaded),
      providesTags: (_result, _error, conversationId) => [{ type: 'Messages', id: conversationId }],
      onCacheEntryAdded(conversationId, { dispatch, ...entry }) {
        // Subscribe at once and hold events until the first load lands: a reply may already be
        // streaming while the thread loads, and its deltas must not be lost. The updates are
        // idempotent, so an event the loaded data already contains does no harm.
        watchStreamedReplies();
        const mine = (id: string) => id === conversationId;
        return keepLiveFromStart<ConversationThread>(entry, (apply) => {
          const offs = [
            onServerEvent('messages:created', (messages) => {
              const created = messages.filter((message) => mine(message.conversationId));
              if (created.length) apply((thread) => created.forEach((message) => upsertMessage(thread, message)));
            }),
            onServerEvent('assistant:delta', (payload) => {
              const at = new Date().toISOString();
              if (mine(payload.conversationId)) apply((thread) => appendDelta(thread, payload, at));
            }),
            onServerEvent('assistant:typing', ({ conversationId: id, typing }) => {
              if (mine(id)) apply((thread) => void (thread.typing = typing));
            }),
            onReconnect(() => dispatch(baseApi.util.invalidateTags([{ type: 'Messages', id: conversationId }]))),
          ];
          // What streamed before this entry subscribed comes first (taken in the same tick as the
          // subscription above, so no delta is in both): a reply is shown from its first word.
          for (const payload of streamedSoFar(conversationId)) {
            const at = new Date().toISOString();
            apply((thread) => appendDelta(thread, payload, at));
          }
          return offs;
        });
      },
    }),
    sendFeedback: build.mutation<void, { conversationId: string; messageId: string; helpful: boolean }>({
      query: ({ messageId, helpful }) => ({
        url: `/messages/${encodeURIComponent(messageId)}/feedback`,
        method: 'POST',
        body: { helpful },
      }),
      async onQueryStarted({ conversationId, messageId, helpful }, { dispatch, queryFulfilled }) {
        // Optimistic: the pressed button shows at once and is undone if the call fails.
        const patch = dispatch(
          messagesApi.util.updateQueryData('getThread', conversationId, (thread) => setMessageFeedback(thread, messageId, helpful)),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
  }),
});

/** Asking: the reply the POST answers with goes into its conversation's thread at once. */
const sendApi = messagesApi.injectEndpoints({
  endpoints: (build) => ({
    sendMessage: build.mutation<SendMessageResponse, SendMessageRequest>({
      query: (body) => ({ url: '/messages', method: 'POST', body }),
      async onQueryStarted(arg, { dispatch, getState, queryFulfilled }) {
        // The reply may stream before the thread of the conversation it starts listens.
        watchStreamedReplies();
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        // The answer holds the whole reply.
        forgetStreamedReply(data.conversationId, data.assistantMessage.id);
        // The answer and the socket both deliver the question and the reply; upserting by id
        // shows each once, so the thread is not refetched.
        const target = data.conversationId;
        const cached = messagesApi.endpoints.getThread.select(target)(getState()).data;
        if (cached) {
          dispatch(
            messagesApi.util.updateQueryData('getThread', target, (thread) => {
              upsertMessage(thread, data.userMessage);
              upsertMessage(thread, data.assistantMessage);
            }),
          );
        } else {
          await dispatch(
            messagesApi.util.upsertQueryData('getThread', target, threadFromMessages([data.userMessage, data.assistantMessage])),
          );
        }
        if (target !== arg.conversationId) {
          // SPEC.md section 4: a reply in another conversation (the one this question started)
          // makes it active. conversation:created puts it in the list; should that event have been
          // missed, the list is reloaded.
          dispatch(conversationActivated(target));
          const list = conversationsApi.endpoints.listConversations.select(undefined)(getState()).data;
          if (!list?.pages.some((page) => page.conversations.some((c) => c.id === target))) {
            dispatch(baseApi.util.invalidateTags([{ type: 'Conversation', id: 'LIST' }]));
          }
        }
      },
    }),
  }),
});

export const { useGetThreadQuery, useSendFeedbackMutation } = messagesApi;
export const { useSendMessageMutation } = sendApi;
