/** Limits and defaults of SPEC.md section 9, shared by server and client. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const SESSION_REFETCH_MS = 30_000;
export const DEFAULT_LANGUAGE = 'en' as const;
export const LANGUAGE_STORAGE_KEY = 'language';
export const THEME_STORAGE_KEY = 'knowledge-base-theme';
export const DEFAULT_THEME = 'light' as const;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
/** Conversations per page of `GET /api/conversations` when `limit` is absent, and the most one page may hold. */
export const CONVERSATIONS_PAGE_SIZE = 50;
export const MAX_CONVERSATIONS_PAGE_SIZE = 100;
/** Response header carrying the opaque cursor of the next page of a list whose body is an array (absent on the last page). */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';
export const DEFAULT_CONVERSATION_TITLE = 'New Conversation';
export const MAX_MESSAGE_LENGTH = 4000;
export const MAX_TITLE_LENGTH = 200;
export const MAX_DOCUMENT_CONTENT_LENGTH = 200_000;
export const CHAT_TEXTAREA_MAX_HEIGHT_PX = 120;
export const FILE_CHAT_DIALOG_HEIGHT_PX = 450;
export const BREAKPOINT_SIDEBAR_PX = 1024;
export const BREAKPOINT_WIDE_PX = 1279;
export const QUICK_ACTIONS_CLEAR_DELAY_MS = 300;
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

/**
 * SPEC.md's defaults, and `contextChars` (issue 45): the characters of retrieved passages a model is
 * sent at most (about 3,000 tokens), enough for the top three or four documents whole.
 */
export const DEFAULT_SETTINGS = { maxTokens: 2048, temperature: 0.7, model: 'gpt-4o', timeout: 3000, contextChars: 12000 } as const;
/** Bounds of the context budget an admin may set. */
export const CONTEXT_CHARS_RANGE = { min: 2000, max: 100000 } as const;
export const OFFERED_MODELS = ['gpt-4o', 'gpt-4', 'gpt-3.5-turbo'] as const;

export const NOT_FOUND_REPLY = {
  en: "Sorry, I couldn't find the requested information within my available knowledge. Please refer to your direct supervisor.",
  ar: 'عذراً، لم أتمكن من العثور على المعلومات المطلوبة ضمن المعرفة المتاحة لدي. يرجى الرجوع إلى مشرفك المباشر.',
} as const;

/**
 * Opens a low-confidence reply (mode `uncertain`): the closest passage follows, then its source.
 * The client also marks such replies visibly.
 */
export const UNCERTAIN_REPLY_PREFIX = {
  en: "I'm not sure this answers your question; the closest passage I found is:",
  ar: 'لست متأكداً من أن هذا يجيب عن سؤالك؛ أقرب مقطع وجدته هو:',
} as const;

export type Language = 'en' | 'ar';
export type Theme = 'light' | 'dark' | 'system';
