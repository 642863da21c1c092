export const saveAction = {
  saveAnswer: 'Save answer',
  saveQuestion: 'Save question',
  saved: 'Saved: press again to remove',
  failed: 'Could not save',
};
