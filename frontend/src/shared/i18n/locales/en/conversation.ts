export const conversation = {
  actionsFor: 'Actions for {{title}}',
  rename: 'Rename',
  delete: 'Delete',
  renameTitle: 'Rename conversation',
  titleLabel: 'Title',
  save: 'Save',
  cancel: 'Cancel',
  deleteTitle: 'Delete this conversation?',
  deleteDescription: '"{{title}}" and all of its messages will be permanently deleted. This action cannot be undone.',
  deleted: 'Conversation deleted',
  deletedDescription: 'The conversation has been successfully deleted',
  defaultTitle: 'New Conversation',
};
