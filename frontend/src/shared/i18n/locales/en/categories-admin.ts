/** Issue 31: Manage Categories. */
export const categoriesAdmin = {
  description:
    'Rename categories in both languages, add new ones and retire old ones. Documents keep their categories; counts include every status.',
  english: 'English name',
  arabic: 'Arabic name',
  actions: 'Actions',
  rename: 'Rename',
  renameOf: 'Rename {{name}}',
  retire: 'Retire',
  retireOf: 'Retire {{name}}',
  retired: 'Retired',
  retiredText: '{{name}} is no longer offered for new documents',
  save: 'Save names',
  cancel: 'Cancel',
  renamed: 'Category renamed',
  addHeading: 'Add a category',
  add: 'Add category',
  added: 'Category added',
};
