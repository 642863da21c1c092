/** The mark on a low-confidence (uncertain) reply, wherever a reply is shown. */
export const filePicker = {
  choose: 'Choose file',
  none: 'No file chosen',
  chosen: 'File chosen',
  refused: '{{name}} is not a type accepted here',
};
