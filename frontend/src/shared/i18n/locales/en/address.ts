export const address = {
  unavailableTitle: 'This conversation is not available',
  unavailableText: 'It was deleted, or it belongs to someone else: only its owner can open a conversation.',
  backToConversations: 'Go to my conversations',
};
