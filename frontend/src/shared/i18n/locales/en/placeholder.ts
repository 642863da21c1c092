export const placeholder = {
  comingSoon: 'This screen is being built and will be available soon.',
  backToChat: 'Back to Chat',
  library: 'Knowledge Library',
  saved: 'Saved Queries',
  training: 'Training & Guidance',
  admin: 'Admin Dashboard',
  knowledgeBase: 'Knowledge Base',
  documentManager: 'Document Manager',
  knowledgeFiles: 'Knowledge Files',
  simpleChat: 'Simple Chat',
};
