import type { Language, SessionResponse, SimpleChatRequest, SimpleChatResponse } from '@kb/contracts';
import { baseApi } from '../../../shared/api/base-api';

export interface AskInput extends SimpleChatRequest {
  file?: File | null;
}

/**
 * The public page's calls: a question as JSON, or multipart with one file. The session is read
 * here too (features do not import each other); it shares the `Session` tag, so a sign-in or
 * sign-out elsewhere refreshes it.
 */
export const simpleChatApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    simpleChatSession: build.query<SessionResponse, void>({
      query: () => '/auth/session',
      providesTags: ['Session'],
    }),
    askSimpleChat: build.mutation<SimpleChatResponse, AskInput>({
      query: ({ message, language, file }) => {
        if (!file) return { url: '/simple-chat', method: 'POST', body: { message, language }, headers: { 'Accept-Language': language } };
        const form = new FormData();
        form.append('message', message);
        form.append('language', language);
        form.append('file', file, file.name);
        return { url: '/simple-chat-with-file', method: 'POST', body: form, headers: { 'Accept-Language': language } };
      },
    }),
  }),
});

export const { useSimpleChatSessionQuery, useAskSimpleChatMutation } = simpleChatApi;

/**
 * SPEC.md section 8: the body is read whatever the status. A reply is shown; a refusal with a
 * message (429, 413, 415...) is shown as the assistant's message; a network or parse failure gets
 * SPEC's "couldn't find" text in the page's language.
 */
export function replyText(result: { data?: SimpleChatResponse; error?: unknown }, fallback: string): { text: string; failed: boolean } {
  if (result.data?.reply) return { text: result.data.reply, failed: false };
  const data = (result.error as { data?: { message?: unknown; reply?: unknown } } | undefined)?.data;
  if (typeof data?.reply === 'string') return { text: data.reply, failed: false };
  if (typeof data?.message === 'string') return { text: data.message, failed: true };
  return { text: fallback, failed: true };
}

export type { Language };
