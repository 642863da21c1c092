export const sidebar = {
  search: 'Search conversations...',
  privateConversations: 'Private conversations',
  newConversation: 'New conversation',
  noConversations: 'No conversations yet',
  conversationsLabel: 'Conversations',
  loadingMore: 'Loading more conversations...',
  loadMoreFailed: 'Could not load more conversations.',
  loadFailed: 'Could not load your conversations.',
  retry: 'Try again',
  conversationsKeys: "Arrow keys move between conversations; the arrow towards the line end reaches a conversation's actions.",
};
