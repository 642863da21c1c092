export const library = {
  title: 'Knowledge Library',
  subtitle: 'Browse and search the company documents the assistant answers from.',
  tableCaption: 'Documents',
  open: 'Open document',
  close: 'Close',
  lastUpdated: 'Last updated {{date}}',
  notFound: 'This document is no longer available.',
  liveNote: 'The list updates by itself when a document changes.',
};
