import type { TextRange } from './conversations.js';

/**
 * `GET /api/messages/:id/sources` (issue 48): the sources of one of the caller's answers as the
 * answer read them, for the panel beside the chat. Anyone else's message is a 404.
 */
export interface AnswerSources {
  messageId: string;
  conversationId: string;
  sources: AnswerSource[];
}

export interface AnswerSource {
  /** The document's (or knowledge file's) id, as in the reply's `sourceDocs`. */
  id: string;
  kind: 'document' | 'file';
  /** Its title (a file's name) when the answer was given. */
  title: string;
  /** The whole text the answer read, at that version; null when it cannot be rebuilt. */
  content: string | null;
  /** The passages the answer quoted from it (none when not known). */
  passages: string[];
  /** Where those passages are in `content`, in order (a passage not found there has none). */
  marks: TextRange[];
  /** The stream version the answer read (null when unknown). */
  version: number | null;
  /** The source as it is now, when the caller may still open it; null once deleted or withdrawn. */
  current: { version: number; title: string } | null;
  /** True when the text or title changed since the answer: `content` is the old one. */
  changed: boolean;
}
