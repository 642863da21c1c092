/** Issue 31: document forms say at each field what is wrong. */
export const documentErrors = {
  titleRequired: 'Enter a title',
  contentRequired: 'Enter the content',
  categoryRequired: 'Choose a category',
};
