export const nav = {
  label: 'Main navigation',
  chat: 'Chat Assistant',
  saved: 'Saved Queries',
  training: 'Training & Guidance',
  knowledgeFiles: 'Knowledge Files',
  documentManager: 'Document Manager',
  admin: 'Admin Panel',
  audit: 'Audit Log',
};
