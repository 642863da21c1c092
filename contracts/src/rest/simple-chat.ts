import type { Language } from '../constants.js';
import type { AnswerMode, SourceDoc } from './conversations.js';

/** `POST /api/simple-chat`: a public question, answered from active documents only. */
export interface SimpleChatRequest {
  /** The question, 1 to {@link MAX_SIMPLE_CHAT_MESSAGE_LENGTH} characters after trimming. */
  message: string;
  /** The language the page is shown in; replies and error messages follow it. */
  language: Language;
}

/** The answer to a public question (also of `POST /api/simple-chat-with-file`). */
export interface SimpleChatResponse {
  /** The reply text; SPEC.md's "couldn't find" text when nothing relevant was found. */
  reply: string;
  /** Documents (or the attached file) the reply quotes; never anything else. */
  sources: SourceDoc[];
  mode: AnswerMode;
  /** Set when the model path failed and the reply fell back (only logged by the client, SPEC.md section 7). */
  error?: string;
}

/** Id and category of the attached file when a reply quotes it (it is never stored). */
export const SIMPLE_CHAT_ATTACHMENT_SOURCE_ID = 'attachment';
export const SIMPLE_CHAT_ATTACHMENT_CATEGORY = 'attachment';

/** Longest public question; longer ones are refused with 400. */
export const MAX_SIMPLE_CHAT_MESSAGE_LENGTH = 4000;

/** File types the simple chat accepts (SPEC.md section 5); JSON is listed by the picker but refused. */
export const SIMPLE_CHAT_ACCEPTED_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'application/pdf',
  'text/plain',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;

/** What the file picker offers (SPEC.md: the picker also lists json, the type check rejects it). */
export const SIMPLE_CHAT_PICKER_ACCEPT = 'image/jpeg,image/png,image/gif,.pdf,.txt,.doc,.docx,.json';
