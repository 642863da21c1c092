/**
 * What other contexts may read of conversations: an owner's own conversations and messages, always
 * scoped to that owner (saved items copy a message from here; issue 48).
 */
export { ConversationQueries } from './read-model/conversations.queries.js';
