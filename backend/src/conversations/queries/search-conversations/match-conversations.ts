import type { Conversation, ConversationSearchHit, TextRange } from '@kb/contracts';
import { searchTerms, textLexemes, wordLexemes, wordSpans } from '../../../assistant/analysis.js';

const SNIPPET_BEFORE = 50;
const SNIPPET_LENGTH = 180;

export interface SearchableConversation {
  conversation: Conversation;
  /** Its messages in order. */
  messages: Array<{ id: string; content: string }>;
}

/**
 * The search terms `text` holds (as the library search finds a document: each term starts one of
 * the text's lexemes, made by the assistant's analyser), and the words of the original text a term
 * starts, as ranges, so "الإجازات" is found by "اجازة", "Leave" by "leav" and "1,500" by "١٥٠٠".
 * A term read across words (a number with separators, an amount) matches without a range.
 */
export function matchRanges(text: string, terms: readonly string[]): { ranges: TextRange[]; matched: Set<string> } {
  const ranges: TextRange[] = [];
  const lexemes = textLexemes(text);
  const matched = new Set(terms.filter((term) => lexemes.some((lexeme) => lexeme.startsWith(term))));
  if (matched.size === 0) return { ranges, matched };
  for (const { word, index } of wordSpans(text)) {
    const forms = wordLexemes(word);
    if (terms.some((term) => forms.some((form) => form.startsWith(term)))) ranges.push([index, index + word.length]);
  }
  return { ranges, matched };
}

/** A passage around the first match, ranges moved into it; whole text when short. */
function snippetOf(text: string, ranges: TextRange[]): { text: string; ranges: TextRange[] } {
  if (text.length <= SNIPPET_LENGTH) return { text, ranges };
  let start = Math.max(0, ranges[0][0] - SNIPPET_BEFORE);
  // Start at a word boundary.
  const space = text.lastIndexOf(' ', start);
  if (start > 0 && space >= 0 && start - space < 20) start = space + 1;
  const end = Math.min(text.length, start + SNIPPET_LENGTH);
  const prefix = start > 0 ? '…' : '';
  const suffix = end < text.length ? '…' : '';
  const shift = prefix.length - start;
  const inside = ranges.filter(([a, b]) => a >= start && b <= end).map(([a, b]): TextRange => [a + shift, b + shift]);
  return { text: prefix + text.slice(start, end) + suffix, ranges: inside };
}

/**
 * Conversations whose title and messages together hold every word of the query (as a word start),
 * in the order given (newest activity first), with the matches in the title and in the first
 * message that matched. An empty query matches nothing.
 */
export function matchConversations(query: string, candidates: readonly SearchableConversation[], limit: number): ConversationSearchHit[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return [];
  const hits: ConversationSearchHit[] = [];
  for (const { conversation, messages } of candidates) {
    const title = matchRanges(conversation.title, terms);
    const found = new Set(title.matched);
    let snippet: ConversationSearchHit['snippet'] = null;
    for (const message of messages) {
      const inMessage = matchRanges(message.content, terms);
      inMessage.matched.forEach((term) => found.add(term));
      if (!snippet && inMessage.ranges.length) snippet = { messageId: message.id, ...snippetOf(message.content, inMessage.ranges) };
      if (found.size === terms.length && snippet) break;
    }
    if (found.size < terms.length) continue;
    hits.push({ conversation, titleRanges: title.ranges, snippet });
    if (hits.length >= limit) break;
  }
  return hits;
}
