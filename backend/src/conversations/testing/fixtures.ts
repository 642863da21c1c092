/**
 * What other contexts' specs may use of conversations: a real decider and projector for the
 * event-sourcing infrastructure's specs (command handler, projection runner), and the conversation
 * search's matcher (the analyser's every-caller spec).
 */
export { conversationDecider, type ConversationCommand, type ConversationState } from '../domain/conversation.decider.js';
export { conversationsProjector } from '../read-model/conversations.projector.js';
export { matchConversations } from '../queries/search-conversations/match-conversations.js';
